import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions {
  /** Called on Escape, the dialog's `cancel` (a control inside that uses Escape itself, such as an open menu, cancels the keydown). */
  onEscape: () => void;
  /** Where focus starts; the dialog itself when absent or not focusable. */
  initialFocus?: (dialog: HTMLDialogElement) => HTMLElement | null | undefined;
}

/**
 * Shows a `<dialog>` with showModal() while the component is mounted. The platform makes the page behind
 * inert, sends Escape to the topmost dialog only (`cancel`) and gives focus back to the opener on close();
 * this adds where focus starts, Escape handed to the caller (who may ask before closing), and Tab cycling.
 */
export function useModalFocus(dialogRef: RefObject<HTMLDialogElement | null>, { onEscape, initialFocus }: ModalFocusOptions) {
  const onEscapeRef = useRef(onEscape);
  const initialFocusRef = useRef(initialFocus);

  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  });

  // Layout effect: shown and focused before anything else can move focus, closed before React removes it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // What opened it, as the platform also records it; see giveFocusBack.
    const opener = dialog.ownerDocument.activeElement;
    const show = () => {
      dialog.showModal();
      (initialFocusRef.current?.(dialog) ?? dialog).focus();
    };
    // The caller closes it by unmounting it: the platform must not close it first.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (event.cancelable) onEscapeRef.current();
    };
    // Chromium's `cancel` is not cancelable after one was cancelled with no user activation since (so a
    // page cannot trap the user); the dialog has then closed itself: show it again and ask as usual.
    const onClose = () => {
      show();
      onEscapeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') keepTabInside(dialog, event);
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('keydown', onKeyDown);
    show();
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('keydown', onKeyDown);
      closeWithThoseAbove(dialog);
      giveFocusBack(dialog, opener);
    };
  }, [dialogRef]);
}

/** The first field of a panel, the usual starting point of a form. */
export function firstFocusable(panel: Element | null, selector = FOCUSABLE): HTMLElement | null {
  return panel?.querySelector<HTMLElement>(selector) ?? null;
}

/** The platform lets Tab leave the last control for the browser's own; a modal keeps it cycling inside. */
function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const focusable = dialog.querySelectorAll<HTMLElement>(FOCUSABLE);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (!first || !last || event.defaultPrevented) return;
  if (event.shiftKey ? active === first || active === dialog : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * The platform gives focus back to the opener on close(), but not in every case (a dialog shown again
 * after Chromium closed it on a second Escape records itself as the opener; some engines do not restore
 * at all): if focus is left in the closed dialog or on the body, it goes back to the opener, when that is
 * still on the page and focusable.
 */
function giveFocusBack(dialog: HTMLDialogElement, opener: Element | null) {
  const active = dialog.ownerDocument.activeElement;
  const lost = !active || active === dialog.ownerDocument.body || dialog.contains(active);
  if (!lost || !(opener instanceof HTMLElement) || opener === dialog.ownerDocument.body || !opener.isConnected) return;
  if (dialog.contains(opener) || opener.closest('[inert]')) return;
  opener.focus({ preventScroll: true });
}

/**
 * React removes a dialog before the ones nested in it, and focus cannot go back to an opener made inert by
 * a modal still open above: so the dialogs shown over this one (portalled later into the body) close
 * first, topmost first, each close() giving focus back one step down.
 */
function closeWithThoseAbove(dialog: HTMLDialogElement) {
  if (!dialog.open) return;
  const open = Array.from(dialog.ownerDocument.querySelectorAll<HTMLDialogElement>('dialog[open]'));
  for (const each of open.slice(open.indexOf(dialog)).reverse()) each.close();
}
