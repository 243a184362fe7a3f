import { useCallback, useRef, useState } from 'react';
import type { FieldErrorHandler } from './show-on-field';

/** What a 412 says (the contract's VersionConflict, as far as a popup needs it). */
export interface VersionConflictAnswer {
  message: string;
  /** The object now, in the shape the popup was opened with (its read or list row). */
  current?: unknown;
}

export type VersionConflictHandler = (conflict: VersionConflictAnswer) => void;

/** What a versioned popup hands its caller's save. */
export interface VersionedSave<T> {
  /** The object the typed values are based on: the one opened, or the current one once a conflict was resolved. */
  base: T;
  onFieldError: FieldErrorHandler;
  onConflict: VersionConflictHandler;
}

export interface EditVersion<T> {
  /** The object the form is based on now; read at save time (a ref, so a save right after resolving sees it). */
  readonly base: () => T;
  /** The object a 412 brought, with its message; null while there is none. */
  conflict: { message: string; opened: T; current: T } | null;
  onConflict: VersionConflictHandler;
  /** The person chose: the form is now based on the current object. */
  rebase: () => void;
  /**
   * The popup itself changed the object (a saved image removed from it, a call of its own): the form
   * is now based on `next`, so its save is not refused as stale against its own change.
   */
  advance: (next: T) => void;
}

/**
 * An edit popup's version: it starts as the opened object's; a 412 keeps what was typed and holds the
 * current object beside it until the person chooses (keep theirs on the current version, or take the
 * current values). A 412 without the current object (an older API) keeps the opened one.
 */
export function useEditVersion<T>(opened: T): EditVersion<T> {
  const baseRef = useRef(opened);
  const [conflict, setConflict] = useState<EditVersion<T>['conflict']>(null);
  const onConflict = useCallback<VersionConflictHandler>((answer) => {
    if (answer.current && typeof answer.current === 'object') {
      setConflict({ message: answer.message, opened: baseRef.current, current: answer.current as T });
    }
  }, []);
  // At once, not in a state updater: "Keep mine" saves right after rebasing.
  const rebase = () => {
    if (conflict) baseRef.current = conflict.current;
    setConflict(null);
  };
  const advance = useCallback((next: T) => {
    baseRef.current = next;
  }, []);
  const base = useCallback(() => baseRef.current, []);
  return { base, conflict, onConflict, rebase, advance };
}
