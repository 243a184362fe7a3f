import type { ScreenAddress } from '@console/remote-domain';

/**
 * Whether a list opens on its default view: the URL has no query, as the sidebar's link has none, so its
 * page, search, sort and filters are the defaults its first reads are made for. Opened on another view
 * (a shared link, a reload), the list reads as it mounts: what a query means is its list state's to say
 * (useListState, useUrlSet), not guessed ahead of it.
 */
export const opensOnDefaultView = ({ search }: ScreenAddress): boolean => [...search.keys()].length === 0;
