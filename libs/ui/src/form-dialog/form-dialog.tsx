import '../ui.css';
import '../confirm-dialog/confirm-dialog.css';
import './form-dialog.css';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { ModalDialog } from '../modal/modal-dialog';
import { firstFocusable } from '../modal/use-modal-focus';
import { IconButton } from '../button/icon-button';
import { DialogCloseProvider, useUnsavedChangesGuard } from './use-unsaved-changes-guard';

export interface FormDialogProps {
  title: string;
  /**
   * Escape, a click on the backdrop, the close button and the form's Cancel call this, after asking
   * when the form holds unsaved input. A successful save calls the caller's close directly.
   */
  onClose: () => void;
  /** The form: its fields, and its buttons inside a `FormDialogActions` (FormDialogButtons for Formik). */
  children: ReactNode;
  /** The accessible name of the corner close button. */
  closeLabel?: string;
}

const FIELDS = 'input:not(:disabled), textarea:not(:disabled), select:not(:disabled)';

/**
 * A modal for a form, with ConfirmDialog's focus rules: focus starts on the first field, Escape
 * closes, Tab cycles inside, and focus goes back to the opener on close. Unsaved input is guarded:
 * the form's FormDialogButtons reports Formik's `dirty`, and closing then asks "Discard changes?", as
 * do leaving the page (Back, a link, a reload) and, when the session ends under it, its input is kept
 * for the same person (see useUnsavedChangesGuard).
 */
export function FormDialog({ title, onClose, children, closeLabel = 'Close' }: FormDialogProps) {
  const titleId = `${useId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const guard = useUnsavedChangesGuard(onClose, { title, dialogRef });
  const pressedOnBackdrop = useRef(false);

  // A click on the ::backdrop targets the <dialog> itself. Only one that both starts and ends there
  // closes: selecting text in a field and releasing the mouse outside the panel must not.
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) guard.requestClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <>
      <ModalDialog
        className="ui-form-dialog"
        dialogRef={dialogRef}
        aria-labelledby={titleId}
        onEscape={() => guard.requestClose()}
        initialFocus={(dialog) => firstFocusable(dialog.querySelector('.ui-form-dialog__body'), FIELDS)}
        onMouseDown={onBackdropMouseDown}
        onClick={onBackdropClick}
      >
        <div className="ui-form-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <IconButton icon="close" label={closeLabel} onClick={() => guard.requestClose()} />
        </div>
        <div className="ui-form-dialog__body">
          <DialogCloseProvider guard={guard}>{children}</DialogCloseProvider>
        </div>
      </ModalDialog>
      {guard.prompt}
    </>
  );
}

/** The button row at the bottom of a dialog's form. */
export function FormDialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
