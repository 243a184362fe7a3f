import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Open modals, innermost last: only the innermost one answers Escape and Tab. */
const openModals: HTMLElement[] = [];

export interface ModalFocusOptions {
  /** Called on Escape (a control inside that uses Escape itself, such as an open menu, stops its propagation). */
  onEscape: () => void;
  /** Where focus starts; the panel itself when absent or not focusable. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * The focus rules every modal shares: focus moves in on open, Escape closes, Tab cycles inside the
 * panel, and focus goes back to the element that opened it on close.
 */
export function useModalFocus(panelRef: RefObject<HTMLElement | null>, { onEscape, initialFocus }: ModalFocusOptions) {
  const onEscapeRef = useRef(onEscape);
  const initialFocusRef = useRef(initialFocus);

  useLayoutEffect(() => {
    onEscapeRef.current = onEscape;
  });

  // Layout effect: the opener is read before anything else can move focus.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals.push(panel);
    (initialFocusRef.current?.() ?? panel).focus();
    return () => {
      openModals.splice(openModals.indexOf(panel), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef]);

  // On the document, not the panel: keys must still be caught when focus has fallen out of it
  // (for example onto the body after the focused button became disabled).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || openModals[openModals.length - 1] !== panel) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
      } else if (event.key === 'Tab') {
        keepFocusInside(panel, event);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [panelRef]);
}

/** The first field of a panel, the usual starting point of a form. */
export function firstFocusable(panel: HTMLElement | null, selector = FOCUSABLE): HTMLElement | null {
  return panel?.querySelector<HTMLElement>(selector) ?? null;
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
