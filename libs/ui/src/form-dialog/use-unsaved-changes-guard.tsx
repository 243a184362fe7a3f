import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

export interface UnsavedChangesGuard {
  /** Closes at once when nothing unsaved is held, else asks first; `close` defaults to the guard's own. */
  requestClose: (close?: () => void) => void;
  /** Tells the guard whether the popup holds unsaved input. */
  setDirty: (dirty: boolean) => void;
  /** The "Discard changes?" confirmation while it is asked; render it beside the popup. */
  prompt: ReactNode;
}

/**
 * Asks before a popup holding unsaved input is closed by Escape, the backdrop, its close button or
 * Cancel. Closing after a successful save does not go through it: the caller closes directly.
 */
export function useUnsavedChangesGuard(onClose: () => void): UnsavedChangesGuard {
  const dirtyRef = useRef(false);
  const onCloseRef = useRef(onClose);
  const [pendingClose, setPendingClose] = useState<(() => void) | null>(null);

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const requestClose = useCallback((close?: () => void) => {
    const closeNow = close ?? (() => onCloseRef.current());
    if (dirtyRef.current) setPendingClose(() => closeNow);
    else closeNow();
  }, []);

  const setDirty = useCallback((dirty: boolean) => {
    dirtyRef.current = dirty;
  }, []);

  const prompt = pendingClose ? (
    <ConfirmDialog
      title="Discard changes?"
      message="You have unsaved changes. Close without saving?"
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onCancel={() => setPendingClose(null)}
      onConfirm={() => {
        setPendingClose(null);
        pendingClose();
      }}
    />
  ) : null;

  return { requestClose, setDirty, prompt };
}

type DialogCloseControl = Pick<UnsavedChangesGuard, 'requestClose' | 'setDirty'>;

const DialogCloseContext = createContext<DialogCloseControl | null>(null);

/** Gives a popup's content (its form, its Cancel button) the popup's guarded close. */
export function DialogCloseProvider({ guard, children }: { guard: UnsavedChangesGuard; children: ReactNode }) {
  const { requestClose, setDirty } = guard;
  const control = useMemo(() => ({ requestClose, setDirty }), [requestClose, setDirty]);
  return <DialogCloseContext.Provider value={control}>{children}</DialogCloseContext.Provider>;
}

/**
 * Inside a popup: reports whether its form holds unsaved input, and returns the guarded close for a
 * Cancel button (null outside a popup).
 */
export function useUnsavedChanges(dirty: boolean): DialogCloseControl['requestClose'] | null {
  const control = useContext(DialogCloseContext);
  useLayoutEffect(() => {
    control?.setDirty(dirty);
  }, [control, dirty]);
  // A form that leaves the popup leaves nothing unsaved behind it.
  useLayoutEffect(() => () => control?.setDirty(false), [control]);
  return control?.requestClose ?? null;
}
