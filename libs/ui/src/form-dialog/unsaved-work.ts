/**
 * The typed input of one popup, kept when the session ends under it (a 401) so the same person finds it
 * again after signing in: where it was (the page's path and query), which popup (its title, and the
 * button that opened it, to open it again), and the form's values (never a password or a file).
 */
export interface FormDraft {
  path: string;
  title: string;
  opener: OpenerRef | null;
  values: Record<string, unknown>;
  /**
   * The object the values were typed against (a versioned popup's base): reopened, the popup saves on
   * that version, so a change made meanwhile shows as a conflict instead of being overwritten.
   */
  base?: unknown;
}

/** A button found again by what it says: its accessible name, and which of the page's buttons of that name. */
export interface OpenerRef {
  name: string;
  index: number;
}

/** A popup or form of any app on the page that may hold unsaved input. */
export interface WorkHolder {
  /** Holds typed input that is not saved. */
  dirty: () => boolean;
  /** Holds it and is not saving it now: leaving the page would lose it. */
  wouldLose: () => boolean;
  draft: () => FormDraft | null;
  /** Asks the person whether to leave without saving; calls one of the two. */
  askToLeave: (leave: () => void, stay: () => void) => void;
}

/**
 * The kit is bundled by every app (it is no federation singleton), and each remote has its own React
 * root, so the holders of every app meet on the page, as the API client's copies do: the shell's blocker
 * of in-app navigation and its session expiry see the popups of every remote.
 */
interface PageWork {
  holders: WorkHolder[];
  offered: FormDraft[];
  listening: boolean;
}
const PAGE_WORK = '__consoleUnsavedWork';
const page = ((globalThis as Record<string, unknown>)[PAGE_WORK] ??= { holders: [], offered: [], listening: false }) as PageWork;

/** A reload, a typed address or closing the tab asks, with the browser's own prompt, while input is unsaved. */
function askBeforeUnload(event: BeforeUnloadEvent) {
  if (!page.holders.some((holder) => holder.dirty())) return;
  event.preventDefault();
  // Chromium before 119 and Safari ask only when returnValue is set.
  event.returnValue = '';
}

/** Registers a holder while it is mounted; returns its release. */
export function holdUnsavedWork(holder: WorkHolder): () => void {
  if (!page.listening && typeof window !== 'undefined') {
    window.addEventListener('beforeunload', askBeforeUnload);
    page.listening = true;
  }
  page.holders.push(holder);
  return () => {
    page.holders = page.holders.filter((held) => held !== holder);
  };
}

/** Whether leaving the page now would lose typed input (a save in flight loses none). */
export const wouldLoseUnsavedWork = (): boolean => page.holders.some((holder) => holder.wouldLose());

/** Asks the topmost holder that would lose input; leaves at once when none would. */
export function askToLeave(leave: () => void, stay: () => void): void {
  const holder = page.holders.filter((held) => held.wouldLose()).at(-1);
  if (holder) holder.askToLeave(leave, stay);
  else leave();
}

/** The drafts of every popup holding unsaved input, to keep when the session ends. */
export const unsavedDrafts = (): FormDraft[] =>
  page.holders.map((holder) => holder.draft()).filter((draft): draft is FormDraft => draft !== null);

export const currentPagePath = () => `${window.location.pathname}${window.location.search}`;

/** Offers a draft to the next popup of its title opened on its page. */
export function offerDraft(draft: FormDraft): void {
  page.offered.push(draft);
}

export function withdrawDraft(draft: FormDraft): void {
  page.offered = page.offered.filter((offered) => offered !== draft);
}

/** The draft offered to a popup of this title on the page shown now; whoever restores it withdraws it. */
export function offeredDraftFor(title: string): FormDraft | null {
  const path = currentPagePath();
  return page.offered.find((offered) => offered.title === title && offered.path === path) ?? null;
}

const OPENERS = 'button, a[href], [role="button"]';
const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

/** What opened a popup (the focused button as it mounts: clicked or pressed), or null if it has no name. */
export function describeOpener(element: Element | null): OpenerRef | null {
  if (!element?.matches(OPENERS)) return null;
  const name = nameOf(element);
  if (!name) return null;
  const same = [...element.ownerDocument.querySelectorAll(OPENERS)].filter((candidate) => nameOf(candidate) === name);
  return { name, index: Math.max(0, same.indexOf(element)) };
}

export function findOpener(opener: OpenerRef, root: ParentNode = document): HTMLElement | null {
  const same = [...root.querySelectorAll<HTMLElement>(OPENERS)].filter((candidate) => nameOf(candidate) === opener.name);
  const found = same[opener.index] ?? null;
  return found && !found.matches(':disabled') ? found : null;
}

/**
 * What of a form's values may be kept in the browser: no field the popup shows as a password or a file
 * (`omit`, by name), no file or blob, no data: or blob: address (a file's contents).
 */
export function keepableValues(values: unknown, omit: ReadonlySet<string>): Record<string, unknown> {
  const text = JSON.stringify(values ?? {}, (_key, value: unknown) => {
    if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
    if (typeof value === 'string' && /^(data|blob):/i.test(value)) return undefined;
    return value;
  });
  const kept = JSON.parse(text ?? '{}') as Record<string, unknown>;
  for (const name of omit) delete kept[name];
  return kept;
}
