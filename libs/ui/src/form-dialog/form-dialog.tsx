import '../confirm-dialog/confirm-dialog.css';
import './form-dialog.css';
import { useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { firstFocusable, useModalFocus } from '../modal/use-modal-focus';
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

/**
 * A modal for a form, with ConfirmDialog's focus rules: focus starts on the first field, Escape
 * closes, Tab cycles inside, and focus goes back to the opener on close. Unsaved input is guarded:
 * the form's FormDialogButtons reports Formik's `dirty`, and closing then asks "Discard changes?".
 */
export function FormDialog({ title, onClose, children, closeLabel = 'Close' }: FormDialogProps) {
  const titleId = `${useId()}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  const guard = useUnsavedChangesGuard(onClose);
  const pressedOnBackdrop = useRef(false);
  useModalFocus(panelRef, {
    onEscape: () => guard.requestClose(),
    initialFocus: () =>
      firstFocusable(
        panelRef.current?.querySelector('.ui-form-dialog__body') as HTMLElement | null,
        'input:not(:disabled), textarea:not(:disabled), select:not(:disabled)',
      ),
  });

  // Only a click that both starts and ends on the backdrop closes: selecting text in a field and
  // releasing the mouse outside the panel must not.
  const onBackdropMouseDown = (event: MouseEvent) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) guard.requestClose();
    pressedOnBackdrop.current = false;
  };

  return (
    <>
      {createPortal(
        <div className="ui-dialog-overlay" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
          <div ref={panelRef} className="ui-dialog ui-form-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
            <div className="ui-form-dialog__header">
              <h2 id={titleId} className="ui-dialog__title">
                {title}
              </h2>
              <IconButton icon="close" label={closeLabel} onClick={() => guard.requestClose()} />
            </div>
            <div className="ui-form-dialog__body">
              <DialogCloseProvider guard={guard}>{children}</DialogCloseProvider>
            </div>
          </div>
        </div>,
        document.body,
      )}
      {guard.prompt}
    </>
  );
}

/** The button row at the bottom of a dialog's form. */
export function FormDialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
