import type { SessionState } from './session-state';

/** Spec §9: everything persisted lives under one localStorage key, 'root', one member per whitelisted slice. */
export const PERSISTENCE_KEY = 'root';
const AUTH_SLICE = 'auth';

function readRoot(): Record<string, unknown> {
  try {
    const raw = globalThis.localStorage?.getItem(PERSISTENCE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {}; // unreadable storage must not stop the console from starting signed out
  }
}

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

export function clearAllStorage(): void {
  try {
    globalThis.localStorage?.clear();
  } catch {
    // nothing to clear
  }
}
