/** What a person chose: to follow the system's light or dark, or one of them whatever the system says. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The attribute on <html> that ui.css reads; absent, the system's preference decides. */
export const THEME_ATTRIBUTE = 'data-ui-theme';

/** The member of the persisted object that holds the choice: one person's, with their id. */
const SLICE = 'theme';

interface StoredTheme {
  person: string;
  choice: ThemeChoice;
}

/** Where the console persists (one JSON object under one key, a member per slice) and whose choice it is. */
export interface ThemeOwner {
  storageKey: string;
  /** The signed-in person's id; null while nobody is. */
  person: string | null;
}

const isChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

function parse(raw: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Kept here too, for a browser whose storage refuses: the choice then holds for this page. */
let unsaved: StoredTheme | null = null;

/** The owner's choice: 'system' for nobody, or for someone other than the person the stored one is of. */
export function storedTheme({ storageKey, person }: ThemeOwner): ThemeChoice {
  if (person === null) return 'system';
  let stored: unknown = unsaved;
  try {
    stored = parse(globalThis.localStorage.getItem(storageKey))[SLICE];
  } catch {
    // storage blocked: what this page was told
  }
  const theme = stored as Partial<StoredTheme> | undefined;
  return theme?.person === person && isChoice(theme.choice) ? theme.choice : 'system';
}

/**
 * Keeps the owner's choice in place of anyone's before, the other members of the object as they were.
 * Following the system again removes it: the default leaves nothing behind.
 */
export function storeTheme({ storageKey, person }: ThemeOwner, choice: ThemeChoice): void {
  if (person === null) return;
  unsaved = { person, choice };
  try {
    const storage = globalThis.localStorage;
    const next = parse(storage.getItem(storageKey));
    if (choice === 'system') delete next[SLICE];
    else next[SLICE] = unsaved;
    if (Object.keys(next).length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(next));
  } catch {
    // storage full or blocked (private mode): the choice holds for this page
  }
}

/** Shows the page in the chosen theme ('system': as the system prefers). */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}
