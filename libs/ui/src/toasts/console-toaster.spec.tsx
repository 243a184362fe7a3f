import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { ConsoleToaster } from './console-toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('ConsoleToaster', () => {
  it('shows toasts inside an open modal dialog, where they stay seen and usable, and back on the page after it', async () => {
    render(<ConsoleToaster />);
    act(() => void toast.success('Removed'));
    const { unmount } = render(
      <ConfirmDialog
        title="Remove Confirmation"
        message="Remove it?"
        confirmLabel="Yes"
        cancelLabel="Cancel"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Confirmation' });
    await waitFor(() => expect(dialog).toContainElement(screen.getByText('Removed')));

    unmount();
    await waitFor(() => expect(screen.getByText('Removed').closest('dialog')).toBeNull());
  });

  it("draws each toast with the theme's class (toasts.css), not react-hot-toast's fixed white alone", () => {
    render(<ConsoleToaster />);
    act(() => void toast.error('Not saved'));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved');
    expect(screen.getByText('Not saved').closest('.ui-toast')).not.toBeNull();
  });

  it('starts the toasts at the offset the host page gives (the shell: below its top bar), 16 px from the top otherwise', () => {
    render(<ConsoleToaster />);
    act(() => void toast('Saved'));
    const toaster = document.querySelector<HTMLElement>('[data-rht-toaster]');
    expect(toaster?.style.top).toBe('var(--ui-toaster-top, 16px)');
  });
});
