import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import {
  currentPagePath,
  describeOpener,
  holdUnsavedWork,
  keepableValues,
  offeredDraftFor,
  withdrawDraft,
  type FormDraft,
} from './unsaved-work';

/** What a form tells its popup beside whether it is dirty: whether it is being saved, and its values. */
export interface FormState {
  saving?: boolean;
  values?: unknown;
}

export interface UnsavedChangesGuard {
  /** Closes at once when nothing unsaved is held, else asks first; `close` defaults to the guard's own. */
  requestClose: (close?: () => void) => void;
  /** Tells the guard whether the popup holds unsaved input (and, from a form, whether it is saving it and what it holds). */
  setDirty: (dirty: boolean, form?: FormState) => void;
  /** The values kept for this popup when the session ended under it, to put back into its form; null if none. */
  restoredValues: Record<string, unknown> | null;
  /** Tells the guard the form has taken the restored values. */
  restored: () => void;
  /** Tells the guard what the form's values are based on (a versioned popup's object), kept with its draft. */
  setBase: (base: () => unknown) => void;
  /** The object the restored values were typed against, if the draft kept one. */
  restoredBase: unknown;
  /** The "Discard changes?" confirmation while it is asked; render it beside the popup. */
  prompt: ReactNode;
}

export interface UnsavedChangesGuardOptions {
  /**
   * The popup's title: with it, its input is kept as a draft when the session ends under it (a 401), and
   * given back when the same person opens it again on the same page.
   */
  title?: string;
  /** The popup's element: fields it shows as a password or a file are never kept. */
  dialogRef?: RefObject<HTMLElement | null>;
}

interface Asking {
  message: string;
  confirm: () => void;
  cancel: () => void;
}

/** Names of the fields a draft never keeps: what the popup shows as a password or a file. */
function secretFieldsOf(root: HTMLElement | null | undefined): Set<string> {
  const fields = root?.querySelectorAll<HTMLInputElement>('input[type="password"][name], input[type="file"][name]') ?? [];
  return new Set([...fields].map((field) => field.name));
}

/**
 * Asks before a popup holding unsaved input is closed by Escape, the backdrop, its close button or
 * Cancel, and before the page is left with it: browser Back or a link (the shell's blocker of in-app
 * navigation asks through it), a reload or closing the tab (the browser's own prompt). Closing after a
 * successful save does not go through it: the caller closes directly. Leaving while the form is being
 * saved is no loss and does not ask.
 */
export function useUnsavedChangesGuard(onClose: () => void, { title, dialogRef }: UnsavedChangesGuardOptions = {}): UnsavedChangesGuard {
  const dirtyRef = useRef(false);
  const formRef = useRef<FormState>({});
  const baseRef = useRef<() => unknown>(() => undefined);
  const onCloseRef = useRef(onClose);
  const [asking, setAsking] = useState<Asking | null>(null);
  // The button that opened the popup still has focus while it first renders.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : describeOpener(document.activeElement)));
  const [offered, setOffered] = useState<FormDraft | null>(() => (title ? offeredDraftFor(title) : null));

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  const requestClose = useCallback((close?: () => void) => {
    const closeNow = close ?? (() => onCloseRef.current());
    if (dirtyRef.current) {
      setAsking({ message: 'You have unsaved changes. Close without saving?', confirm: closeNow, cancel: () => undefined });
    } else closeNow();
  }, []);

  const setDirty = useCallback((dirty: boolean, form: FormState = {}) => {
    dirtyRef.current = dirty;
    formRef.current = form;
  }, []);

  const setBase = useCallback((base: () => unknown) => {
    baseRef.current = base;
  }, []);

  const restored = useCallback(() => {
    if (offered) withdrawDraft(offered);
    setOffered(null);
  }, [offered]);

  useLayoutEffect(
    () =>
      holdUnsavedWork({
        dirty: () => dirtyRef.current,
        wouldLose: () => dirtyRef.current && !formRef.current.saving,
        draft: () => {
          if (!title || !dirtyRef.current || formRef.current.values === undefined) return null;
          const values = keepableValues(formRef.current.values, secretFieldsOf(dialogRef?.current));
          if (!Object.keys(values).length) return null;
          const base = baseRef.current();
          return { path: currentPagePath(), title, opener, values, ...(base === undefined ? {} : { base }) };
        },
        askToLeave: (leave, stay) =>
          setAsking({ message: 'You have unsaved changes. Leave without saving?', confirm: leave, cancel: stay }),
      }),
    [title, opener, dialogRef],
  );

  // A popup that closes while asking (its page left another way) leaves no answer pending.
  const askingRef = useRef(asking);
  useLayoutEffect(() => {
    askingRef.current = asking;
  });
  useEffect(() => () => askingRef.current?.cancel(), []);

  const prompt = asking ? (
    <ConfirmDialog
      title="Discard changes?"
      message={asking.message}
      confirmLabel="Discard"
      cancelLabel="Keep editing"
      onCancel={() => {
        setAsking(null);
        asking.cancel();
      }}
      onConfirm={() => {
        setAsking(null);
        asking.confirm();
      }}
    />
  ) : null;

  return { requestClose, setDirty, restoredValues: offered?.values ?? null, restored, setBase, restoredBase: offered?.base, prompt };
}

type DialogCloseControl = Pick<
  UnsavedChangesGuard,
  'requestClose' | 'setDirty' | 'restoredValues' | 'restored' | 'setBase' | 'restoredBase'
>;

const DialogCloseContext = createContext<DialogCloseControl | null>(null);

/** Gives a popup's content (its form, its Cancel button) the popup's guarded close. */
export function DialogCloseProvider({ guard, children }: { guard: UnsavedChangesGuard; children: ReactNode }) {
  const { requestClose, setDirty, restoredValues, restored, setBase, restoredBase } = guard;
  const control = useMemo(
    () => ({ requestClose, setDirty, restoredValues, restored, setBase, restoredBase }),
    [requestClose, setDirty, restoredValues, restored, setBase, restoredBase],
  );
  return <DialogCloseContext.Provider value={control}>{children}</DialogCloseContext.Provider>;
}

/** A Formik form's side of the guard: what it holds, whether it is saving it, and how to put a draft back. */
export interface GuardedForm extends FormState {
  /** Puts kept values back into the form (Formik's setValues). */
  restore?: (values: Record<string, unknown>) => void;
}

/**
 * Inside a popup: reports whether its form holds unsaved input (and, given `form`, whether it is saving
 * and its values, so they are kept when the session ends), puts back the values kept for it, and returns
 * the guarded close for a Cancel button (null outside a popup).
 */
export function useUnsavedChanges(dirty: boolean, form?: GuardedForm): DialogCloseControl['requestClose'] | null {
  const control = useContext(DialogCloseContext);
  const saving = form?.saving;
  const values = form?.values;
  useLayoutEffect(() => {
    control?.setDirty(dirty, { saving, values });
  }, [control, dirty, saving, values]);
  // A form that leaves the popup leaves nothing unsaved behind it.
  useLayoutEffect(() => () => control?.setDirty(false), [control]);

  const restore = form?.restore;
  const restoredValues = control?.restoredValues;
  useEffect(() => {
    if (!restoredValues || !restore || !control) return;
    // What is not kept (a password, a file) stays as the form has it.
    restore({ ...(values as Record<string, unknown> | undefined), ...restoredValues });
    control.restored();
    // Once, as the form first shows: its later values are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restoredValues, restore, control]);
  return control?.requestClose ?? null;
}

/**
 * Inside a versioned popup: its base (the object its values are typed against) is kept with its draft,
 * and given back with the restored values, so the reopened popup saves on the version the input was
 * typed against (a change made meanwhile then shows as a conflict).
 */
export function useKeptBase(base: () => unknown, restoreBase: (kept: unknown) => void): void {
  const control = useContext(DialogCloseContext);
  useLayoutEffect(() => {
    control?.setBase(base);
  }, [control, base]);
  const kept = control?.restoredBase;
  useLayoutEffect(() => {
    if (kept !== undefined && kept !== null) restoreBase(kept);
    // Once, with the draft: the popup's later bases are its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kept]);
}
