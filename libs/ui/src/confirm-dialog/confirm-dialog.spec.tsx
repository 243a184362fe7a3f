import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

type Overrides = Partial<Pick<ConfirmDialogProps, 'onConfirm' | 'busy' | 'typeToConfirm' | 'typeToConfirmLabel' | 'destructive'>>;

/** A page with an opener button, as a caller would use the dialog. */
function Page({ onConfirm = () => undefined, onCancel = () => undefined, ...rest }: Overrides & { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Remove item
      </button>
      {open ? (
        <ConfirmDialog
          title="Remove Confirmation"
          message="Are you sure you want to remove it?"
          confirmLabel="Yes, remove!"
          cancelLabel="Cancel"
          {...rest}
          onConfirm={onConfirm}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

async function openDialog(props: Overrides & { onCancel?: () => void } = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  await user.click(screen.getByRole('button', { name: 'Remove item' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Remove Confirmation' }) };
}

describe('ConfirmDialog', () => {
  it('shows its title, message and both buttons in a labelled modal dialog', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove it?');
    expect(screen.getByRole('heading', { name: 'Remove Confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Yes, remove!' })).toBeEnabled();
  });

  it('starts with focus on the cancel button', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps focus inside on Tab and Shift+Tab', async () => {
    const { user } = await openDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Yes, remove!' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await user.tab({ shift: true });
    expect(cancel).toHaveFocus();
  });

  it('cancels on Escape and gives focus back to the opener', async () => {
    const onCancel = jest.fn();
    const { user } = await openDialog({ onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove item' })).toHaveFocus();
  });

  it('gives focus back to the opener when Cancel is clicked', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove item' })).toHaveFocus();
  });

  it('calls onConfirm', async () => {
    const onConfirm = jest.fn();
    const { user } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Yes, remove!' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('disables the confirm button while busy', async () => {
    await openDialog({ busy: true });
    expect(screen.getByRole('button', { name: 'Yes, remove!' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('disables the confirm button until the promise onConfirm returned settles, and keeps focus inside', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, dialog } = await openDialog({ onConfirm });
    const confirm = screen.getByRole('button', { name: 'Yes, remove!' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    finish();
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('re-enables the confirm button when the promise rejects', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new Error('failed')));
    const { user } = await openDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Yes, remove!' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, remove!' })).toBeEnabled());
  });

  it('keeps the primary style on the confirm button by default', async () => {
    await openDialog();
    const confirm = screen.getByRole('button', { name: 'Yes, remove!' });
    expect(confirm).toHaveClass('ui-button--primary');
    expect(confirm).not.toHaveClass('ui-button--danger');
  });

  it('styles the confirm button as destructive when asked', async () => {
    await openDialog({ destructive: true });
    const confirm = screen.getByRole('button', { name: 'Yes, remove!' });
    expect(confirm).toHaveClass('ui-button--danger');
    expect(confirm).not.toHaveClass('ui-button--primary');
  });

  describe('with a text to type', () => {
    it('shows a labelled field, focused, and enables confirm only when the text matches exactly', async () => {
      const onConfirm = jest.fn();
      const { user, dialog } = await openDialog({ typeToConfirm: 'Closing Down Deli', onConfirm });
      const field = screen.getByRole('textbox', { name: 'Type "Closing Down Deli" to confirm' });
      expect(dialog).toContainElement(field);
      expect(field).toHaveFocus();
      const confirm = screen.getByRole('button', { name: 'Yes, remove!' });
      expect(confirm).toBeDisabled();
      expect(dialog).not.toHaveAttribute('aria-busy');

      await user.type(field, 'closing down deli');
      expect(confirm).toBeDisabled();
      await user.clear(field);
      await user.type(field, 'Closing Down Deli ');
      expect(confirm).toBeDisabled();
      await user.type(field, '{Backspace}');
      expect(confirm).toBeEnabled();
      await user.click(confirm);
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });

    it('confirms with Enter in the field only once the text matches', async () => {
      const onConfirm = jest.fn();
      const { user } = await openDialog({ typeToConfirm: 'Deli', typeToConfirmLabel: "Type the restaurant's name", onConfirm });
      const field = screen.getByRole('textbox', { name: "Type the restaurant's name" });
      await user.type(field, 'Del{Enter}');
      expect(onConfirm).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: 'Remove Confirmation' })).toBeInTheDocument();
      await user.type(field, 'i{Enter}');
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });

    it('still cancels on Escape from the field and gives focus back to the opener', async () => {
      const onCancel = jest.fn();
      const { user } = await openDialog({ typeToConfirm: 'Deli', onCancel });
      await user.type(screen.getByRole('textbox', { name: 'Type "Deli" to confirm' }), 'De');
      await user.keyboard('{Escape}');
      expect(onCancel).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Remove item' })).toHaveFocus();
    });
  });
});
