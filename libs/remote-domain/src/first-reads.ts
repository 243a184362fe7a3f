import { matchPath } from 'react-router';
import { screenPattern, type ScreenKey } from '@console/remote-contract';
import type { FirstRead } from '@console/api-client/query-cache';

/** Where a screen is about to open: its path's params and the URL's query. */
export interface ScreenAddress {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * What each screen of a remote reads as it first draws, by console map key: the options of the very
 * hooks it calls with the params it calls them with (a screen with none is left out).
 */
export type ScreenFirstReads<Key extends ScreenKey> = Partial<Record<Key, (at: ScreenAddress) => readonly FirstRead[]>>;

/** The first reads of the screen at `url` (a page path with its query), none when no screen of these is there. */
export function firstReadsAt<Key extends ScreenKey>(screens: ScreenFirstReads<Key>, url: string): readonly FirstRead[] {
  const { pathname, searchParams } = new URL(url, 'http://console.invalid');
  for (const key of Object.keys(screens) as Key[]) {
    const match = matchPath(screenPattern(key), pathname);
    const reads = screens[key];
    if (match && reads) return reads({ params: match.params, search: searchParams });
  }
  return [];
}
