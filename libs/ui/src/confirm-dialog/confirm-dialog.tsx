import '../ui.css';
import '../form-fields/form-fields.css';
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
  /**
   * For what cannot be undone: a text (e.g. the restaurant's name) the user must type, exactly, before the
   * confirm button enables. Focus then starts in that field.
   */
  typeToConfirm?: string;
  /** The typed field's label; by default 'Type "{typeToConfirm}" to confirm'. */
  typeToConfirmLabel?: string;
  /** The confirm button in the destructive (danger) style instead of the primary one. */
  destructive?: boolean;
}

/**
 * A modal confirmation, shown while it is rendered: focus starts on the cancel button, Escape
 * cancels, Tab cycles inside, and focus goes back to the element that opened it on close.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  typeToConfirm,
  typeToConfirmLabel,
  destructive = false,
}: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const typedId = `${id}-typed`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const typedRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(false);
  const [pending, setPending] = useState(false);
  const [typed, setTyped] = useState('');
  const unconfirmed = typeToConfirm !== undefined && typed !== typeToConfirm;
  const confirmDisabled = busy || pending || unconfirmed;

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

  const busyNow = busy || pending;

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
      initialFocus={() => typedRef.current ?? cancelRef.current}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      aria-busy={busyNow || undefined}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div id={messageId} className="ui-dialog__message">
        {message}
      </div>
      {typeToConfirm !== undefined ? (
        <div className="ui-field">
          <label htmlFor={typedId} className="ui-field__label">
            {typeToConfirmLabel ?? `Type "${typeToConfirm}" to confirm`}
          </label>
          <input
            ref={typedRef}
            id={typedId}
            className="ui-field__input"
            autoComplete="off"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter in the field confirms, as in a form, once the text matches.
              if (event.key === 'Enter') {
                event.preventDefault();
                confirm();
              }
            }}
          />
        </div>
      ) : null}
      <div className="ui-dialog__actions">
        <Button ref={cancelRef} onClick={() => onCancel()}>
          {cancelLabel}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} disabled={confirmDisabled}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
