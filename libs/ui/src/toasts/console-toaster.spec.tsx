import { act, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { PHONE_MEDIA_QUERY } from '../media-query/use-media-query';
import { ConsoleToaster as PageToaster } from './console-toaster';
import ConsoleToaster from './toaster';

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

  describe('where toasts show', () => {
    let phone = false;
    beforeEach(() => {
      // jsdom has no matchMedia: a stand-in for the browser's, answering the phone query as the test sets.
      window.matchMedia = ((query: string) => ({
        media: query,
        matches: phone && query === PHONE_MEDIA_QUERY,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      phone = false;
      delete (window as { matchMedia?: unknown }).matchMedia;
    });

    /** Where react-hot-toast put a toast: its wrapper's edge and side (its own inline style), and the toaster's top. */
    const placeOf = (text: string) => {
      const toaster = document.querySelector<HTMLElement>('[data-rht-toaster]');
      const wrapper = screen.getByText(text).closest<HTMLElement>('[data-rht-toaster] > div');
      const justify = wrapper?.style.justifyContent;
      return {
        edge: wrapper?.style.bottom === '0px' ? 'bottom' : 'top',
        side: justify === 'center' ? 'centre' : justify === 'flex-end' ? 'right' : 'left',
        toasterTop: toaster?.style.top,
      };
    };

    it('bottom left on a wider screen, clear of the actions a page keeps on its right and its top', () => {
      render(<ConsoleToaster />);
      act(() => void toast.success('Category created successfully'));
      expect(placeOf('Category created successfully')).toEqual({ edge: 'bottom', side: 'left', toasterTop: '16px' });
    });

    it('on a phone, at the top, centred, under the offset the host page gives (the shell: below its top bar)', () => {
      phone = true;
      render(<ConsoleToaster />);
      act(() => void toast('Saved'));
      expect(placeOf('Saved')).toEqual({ edge: 'top', side: 'centre', toasterTop: 'var(--ui-toaster-top, 16px)' });
    });
  });
});

describe('the page’s toaster loads once the page is idle', () => {
  it('is not drawn with the first screen, and shows a toast asked for before it came', async () => {
    act(() => void toast.error('You do not have access'));
    render(<PageToaster />);
    expect(screen.queryByText('You do not have access')).not.toBeInTheDocument();
    expect(await screen.findByText('You do not have access')).toBeInTheDocument();
    expect(screen.getByText('You do not have access').closest('.ui-toast')).not.toBeNull();
  });

  it('waits for what loadAfter waits for (the shell: its first screen)', async () => {
    let screenUp = () => undefined as void;
    act(() => void toast.error('Failed to Login'));
    render(<PageToaster loadAfter={(next) => (screenUp = next)} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Failed to Login')).not.toBeInTheDocument();
    act(() => screenUp());
    expect(await screen.findByText('Failed to Login')).toBeInTheDocument();
  });
});
