import { clearUserSessionStorage } from './persistence';

/** Something the page holds in memory for the signed-in user, such as the query cache. */
export interface UserCache {
  clear: () => void;
}

const caches = new Set<UserCache>();

/** Registers a cache of the signed-in user's data (the page's query cache); it is emptied whenever they leave. */
export function forgetWhenUserLeaves(cache: UserCache): void {
  caches.add(cache);
}

/**
 * Forgets what this tab keeps of the user who left: their session storage and every registered cache.
 * Local storage is shared by the tabs: logout clears it, another tab's sign-in must not be wiped by this one.
 */
export function forgetUser(): void {
  clearUserSessionStorage();
  for (const cache of caches) cache.clear();
}
