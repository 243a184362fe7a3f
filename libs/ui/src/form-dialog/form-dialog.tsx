import '../confirm-dialog/confirm-dialog.css';
import './form-dialog.css';
import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { firstFocusable, useModalFocus } from '../modal/use-modal-focus';

export interface FormDialogProps {
  title: string;
  /** Escape, the close button and any Cancel button the caller renders call this. */
  onClose: () => void;
  /** The form: its fields, and its buttons inside a `FormDialogActions`. */
  children: ReactNode;
  /** The accessible name of the corner close button. */
  closeLabel?: string;
}

/**
 * A modal for a form, with ConfirmDialog's focus rules: focus starts on the first field, Escape
 * closes, Tab cycles inside, and focus goes back to the opener on close.
 */
export function FormDialog({ title, onClose, children, closeLabel = 'Close' }: FormDialogProps) {
  const titleId = `${useId()}-title`;
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, {
    onEscape: onClose,
    initialFocus: () => firstFocusable(panelRef.current?.querySelector('.ui-form-dialog__body') as HTMLElement | null, 'input:not(:disabled), textarea:not(:disabled), select:not(:disabled)'),
  });

  return createPortal(
    <div className="ui-dialog-overlay">
      <div ref={panelRef} className="ui-dialog ui-form-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="ui-form-dialog__header">
          <h2 id={titleId} className="ui-dialog__title">
            {title}
          </h2>
          <button type="button" className="ui-icon-button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="ui-form-dialog__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

/** The button row at the bottom of a dialog's form. */
export function FormDialogActions({ children }: { children: ReactNode }) {
  return <div className="ui-dialog__actions">{children}</div>;
}
