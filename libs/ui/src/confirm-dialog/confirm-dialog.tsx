import '../ui.css';
import './confirm-dialog.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../modal/modal-dialog';
import { Button } from '../button/button';

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** May return a promise: the confirm button stays disabled until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  /** Disables the confirm button, for work the caller tracks itself. */
  busy?: boolean;
}

/**
 * A modal confirmation, shown while it is rendered: focus starts on the cancel button, Escape
 * cancels, Tab cycles inside, and focus goes back to the element that opened it on close.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(false);
  const [pending, setPending] = useState(false);
  const confirmDisabled = busy || pending;

  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A focused confirm button that becomes disabled drops focus to the body; keep it in the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (confirmDisabled && dialog && !dialog.contains(document.activeElement)) dialog.focus();
  }, [confirmDisabled]);

  const confirm = () => {
    if (confirmDisabled) return;
    const result = onConfirm();
    if (!result || typeof result.then !== 'function') return;
    setPending(true);
    // A rejection is the caller's to report (a toast, a message); the dialog only re-enables its button.
    const settle = () => {
      if (mounted.current) setPending(false);
    };
    result.then(settle, settle);
  };

  return (
    <ModalDialog
      dialogRef={dialogRef}
      onEscape={onCancel}
      initialFocus={() => cancelRef.current}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-busy={confirmDisabled || undefined}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div id={messageId} className="ui-dialog__message">
        {message}
      </div>
      <div className="ui-dialog__actions">
        <Button ref={cancelRef} onClick={() => onCancel()}>
          {cancelLabel}
        </Button>
        <Button variant="primary" onClick={confirm} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
