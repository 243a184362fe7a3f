import './confirm-dialog.css';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

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

const FOCUSABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Open dialogs, innermost last: only the innermost one answers Escape and Tab. */
const openDialogs: HTMLElement[] = [];

/**
 * A modal confirmation, shown while it is rendered: focus starts on the cancel button, Escape
 * cancels, Tab cycles inside the panel, and focus goes back to the element that opened it on close.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmDialogProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const messageId = `${id}-message`;
  const panelRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const onCancelRef = useRef(onCancel);
  const mounted = useRef(false);
  const [pending, setPending] = useState(false);
  const confirmDisabled = busy || pending;

  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });

  // Layout effect: the opener is read before anything else can move focus.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    mounted.current = true;
    openDialogs.push(panel);
    cancelRef.current?.focus();
    return () => {
      mounted.current = false;
      openDialogs.splice(openDialogs.indexOf(panel), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // On the document, not the panel: keys must still be caught when focus has fallen out of it
  // (for example onto the body after the focused confirm button became disabled).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || openDialogs[openDialogs.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCancelRef.current();
      } else if (event.key === 'Tab') {
        keepFocusInside(panel, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A focused confirm button that becomes disabled drops focus to the body; keep it in the dialog.
  useEffect(() => {
    const panel = panelRef.current;
    if (confirmDisabled && panel && !panel.contains(document.activeElement)) panel.focus();
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

  return createPortal(
    <div className="ui-dialog-overlay">
      <div
        ref={panelRef}
        className="ui-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        aria-busy={confirmDisabled || undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="ui-dialog__title">
          {title}
        </h2>
        <div id={messageId} className="ui-dialog__message">
          {message}
        </div>
        <div className="ui-dialog__actions">
          <button ref={cancelRef} type="button" className="ui-button" onClick={() => onCancel()}>
            {cancelLabel}
          </button>
          <button type="button" className="ui-button ui-button--primary" onClick={confirm} disabled={confirmDisabled}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}

function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const outside = !active || active === panel || !panel.contains(active);
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
  } else if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
