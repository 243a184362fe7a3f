import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ModalDialog } from './modal-dialog';

/** A page with a button that opens a modal holding a field and a Cancel button. */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open popup
      </button>
      {open ? (
        <ModalDialog aria-label="Popup" onEscape={() => setOpen(false)}>
          <input aria-label="Note" />
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </ModalDialog>
      ) : null}
    </>
  );
}

describe('ModalDialog gives focus back to what opened it (issue 22 §8)', () => {
  it('after Escape and after Cancel, wherever focus was inside', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open popup' });

    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('when the browser closed the dialog itself and it was shown again to ask (a second Escape in Chromium)', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open popup' });
    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));

    // What Chromium does with a cancel it will not let the page refuse: it closes the dialog.
    (screen.getByRole('dialog') as HTMLDialogElement).close();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('leaves focus alone when the opener has left the page', async () => {
    const user = userEvent.setup();
    function Vanishing() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {open ? null : (
            <button type="button" onClick={() => setOpen(true)}>
              Open once
            </button>
          )}
          {open ? (
            <ModalDialog aria-label="Popup" onEscape={() => setOpen(false)}>
              <button type="button">Inside</button>
            </ModalDialog>
          ) : null}
        </>
      );
    }
    render(<Vanishing />);
    await user.click(screen.getByRole('button', { name: 'Open once' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement === document.body || document.activeElement === null).toBe(true);
  });
});
