import { session } from '@console/session';

/** A cookie, not local storage: logout clears all local storage (spec §4), and the key must outlive it. */
const VISITOR_COOKIE = 'console_visitor';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The browser's visitor key (made and kept in the cookie on first use); load reports carry it too. */
export function visitorKey(): string {
  const found = document.cookie.split('; ').find((part) => part.startsWith(`${VISITOR_COOKIE}=`));
  if (found) return decodeURIComponent(found.slice(VISITOR_COOKIE.length + 1));
  const key = globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  document.cookie = `${VISITOR_COOKIE}=${encodeURIComponent(key)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
  return key;
}

/**
 * Who is choosing a release: the signed-in staff member (their user id), or before sign-in a random
 * visitor key kept in a cookie, so the sign-in screens stay on one release across loads and logouts.
 */
export function personKey(): string {
  const userId = session.get().data?.userId;
  return userId ? `user:${userId}` : `visitor:${visitorKey()}`;
}
