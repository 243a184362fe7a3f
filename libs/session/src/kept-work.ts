/**
 * What the browser keeps of one user in a tab's session storage is named for them: `<name>.user-<id>`
 * (the deal draft's key, and the work kept through an expired session). Such a key is kept through their
 * session's expiry, and removed on logout and as soon as anyone else signs in.
 */
export const userStorageKey = (name: string, userId: number) => `${name}.user-${userId}`;
const OWNER = /\.user-(\d+)$/;

/**
 * Where the person was and what they had typed when their session ended under them (a 401), kept so that
 * signing in again as them returns there: the page (path and query) and the drafts of its open popups,
 * as the kit describes them (never a password or a file).
 */
export interface KeptWork {
  returnTo: string;
  drafts: unknown[];
}
const KEPT_WORK = 'console.kept-work';

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked: nothing is kept
  }
}

const keysOf = (store: Storage) => Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key) => key !== null);

/** The user's items in this tab's session storage, to put back after the rest is forgotten. */
export function userItemsOf(userId: number): [string, string][] {
  const store = storage();
  if (!store) return [];
  return keysOf(store)
    .filter((key) => OWNER.exec(key)?.[1] === String(userId))
    .map((key) => [key, store.getItem(key) ?? '']);
}

export function putBack(items: [string, string][]): void {
  try {
    for (const [key, value] of items) storage()?.setItem(key, value);
  } catch {
    // storage full: what was typed is lost with the session, as before
  }
}

/** Removes what this tab keeps of any user but `userId` (someone else has signed in). */
export function forgetOtherUsers(userId: number): void {
  const store = storage();
  if (!store) return;
  for (const key of keysOf(store)) {
    const owner = OWNER.exec(key)?.[1];
    if (owner !== undefined && owner !== String(userId)) store.removeItem(key);
  }
}

export function keepWork(userId: number, work: KeptWork): void {
  putBack([[userStorageKey(KEPT_WORK, userId), JSON.stringify(work)]]);
}

export function keptWorkOf(userId: number): KeptWork | null {
  try {
    const text = storage()?.getItem(userStorageKey(KEPT_WORK, userId));
    const work = text ? (JSON.parse(text) as Partial<KeptWork>) : null;
    return work && typeof work.returnTo === 'string' && Array.isArray(work.drafts)
      ? { returnTo: work.returnTo, drafts: work.drafts }
      : null;
  } catch {
    return null;
  }
}

export function forgetKeptWorkOf(userId: number): void {
  storage()?.removeItem(userStorageKey(KEPT_WORK, userId));
}
