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

/** The auth slice held in the persisted text (what is stored under PERSISTENCE_KEY), or nothing. */
export function authOfPersisted(raw: string | null | undefined): Partial<SessionState> {
  const slice = parseRoot(raw)[AUTH_SLICE];
  return slice && typeof slice === 'object' ? (slice as Partial<SessionState>) : {};
}

/** The persisted text with the auth slice set to `state` (`raw`: what was stored before, other slices kept). */
export const persistedText = (state: SessionState, raw?: string | null): string =>
  JSON.stringify({ ...parseRoot(raw), [AUTH_SLICE]: state });

export function loadPersistedAuth(): Partial<SessionState> {
  try {
    return authOfPersisted(globalThis.localStorage?.getItem(PERSISTENCE_KEY));
  } catch {
    return {}; // storage blocked: the console starts signed out
  }
}

export function persistAuth(state: SessionState): void {
  try {
    const storage = globalThis.localStorage;
    storage?.setItem(PERSISTENCE_KEY, persistedText(state, storage.getItem(PERSISTENCE_KEY)));
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
