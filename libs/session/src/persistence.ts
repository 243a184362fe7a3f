import type { SessionState } from './session-state';

/** Spec §9: everything persisted lives under one localStorage key, 'root', one member per whitelisted slice. */
export const PERSISTENCE_KEY = 'root';
const AUTH_SLICE = 'auth';

function parseRoot(raw: string | null | undefined): Record<string, unknown> {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // unreadable storage must not stop the console from starting signed out
  }
}

function readRoot(): Record<string, unknown> {
  try {
    return parseRoot(globalThis.localStorage?.getItem(PERSISTENCE_KEY));
  } catch {
    return {};
  }
}

/** The auth slice held in the persisted text (what is stored under PERSISTENCE_KEY), or nothing. */
export function authOfPersisted(raw: string | null | undefined): Partial<SessionState> {
  const slice = parseRoot(raw)[AUTH_SLICE];
  return slice && typeof slice === 'object' ? (slice as Partial<SessionState>) : {};
}

/** What a page that has just signed in holds under PERSISTENCE_KEY (tests put it in a browser). */
export const persistedText = (state: SessionState): string => JSON.stringify({ [AUTH_SLICE]: state });

export function loadPersistedAuth(): Partial<SessionState> {
  const slice = readRoot()[AUTH_SLICE];
  return slice && typeof slice === 'object' ? (slice as Partial<SessionState>) : {};
}

export function persistAuth(state: SessionState): void {
  try {
    const root = readRoot();
    root[AUTH_SLICE] = state;
    globalThis.localStorage?.setItem(PERSISTENCE_KEY, JSON.stringify(root));
  } catch {
    // storage full or blocked (private mode): the session still works for this page
  }
}

/** Session-storage keys that hold nothing of a user (a tab's layout or testing choice), kept when a user leaves. */
const keptAcrossUsers = new Set<string>();

/**
 * Declares a session-storage key as the tab's, not the user's: call it beside the key, saying why it
 * identifies no one. Every other key is the signed-in user's and is removed when they leave.
 */
export function keepAcrossUsers(key: string): void {
  keptAcrossUsers.add(key);
}

export function clearLocalStorage(): void {
  try {
    globalThis.localStorage?.clear();
  } catch {
    // storage blocked: nothing was kept
  }
}

/** Removes this tab's session-storage keys of the user (drafts, whatever a remote adds later). */
export function clearUserSessionStorage(): void {
  try {
    const storage = globalThis.sessionStorage;
    if (!storage) return;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) if (key !== null && !keptAcrossUsers.has(key)) storage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}
