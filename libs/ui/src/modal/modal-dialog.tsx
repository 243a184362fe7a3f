import '../ui.css';
import './modal-dialog.css';
import { createContext, useCallback, useContext, useRef, useState, type ComponentPropsWithoutRef, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus, type ModalFocusOptions } from './use-modal-focus';

const DialogHostContext = createContext<HTMLDialogElement | null>(null);

/**
 * The modal dialog around the caller, or null: what it shows outside its own box (a select's menu) must
 * still be rendered inside it, since everything else is inert while it is open.
 */
export function useDialogHost(): HTMLDialogElement | null {
  return useContext(DialogHostContext);
}

export interface ModalDialogProps extends ModalFocusOptions, Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel' | 'onClose'> {
  /** The `<dialog>` element, for a caller that moves focus itself. */
  dialogRef?: RefObject<HTMLDialogElement | null>;
}

/**
 * A `<dialog>` shown as a modal while rendered (see useModalFocus). Its padding is on an inner panel, so a
 * click whose target is the `<dialog>` itself is a click on its ::backdrop.
 */
export function ModalDialog({ onEscape, initialFocus, dialogRef, className, children, ...props }: ModalDialogProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  const [host, setHost] = useState<HTMLDialogElement | null>(null);
  const attach = useCallback(
    (dialog: HTMLDialogElement | null) => {
      ref.current = dialog;
      setHost(dialog);
    },
    [ref],
  );
  useModalFocus(ref, { onEscape, initialFocus });

  return createPortal(
    <dialog ref={attach} className={className ? `ui-dialog ${className}` : 'ui-dialog'} aria-modal="true" tabIndex={-1} {...props}>
      <div className="ui-dialog__panel">
        <DialogHostContext.Provider value={host}>{children}</DialogHostContext.Provider>
      </div>
    </dialog>,
    document.body,
  );
}
