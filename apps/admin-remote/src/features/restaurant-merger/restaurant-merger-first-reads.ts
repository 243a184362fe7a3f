import { getGetAllRestaurantsQueryOptions } from '@console/api-client/queries';
import type { ScreenAddress } from '@console/remote-domain';
import { opensOnDefaultView } from '../../shared/default-view';

/** Spec §9: the merger lists 30 restaurants a page; its search (kept in the URL with the page) waits 500 ms. */
export const MERGER_PAGE_SIZE = 30;

/** What the merger's list selects for a search (the export takes the same, every page). */
export const mergeCandidatesSelected = (keywords: string) => (keywords ? { keywords } : {});

/** The call of one page of candidates, as use-merge-candidates.ts makes it. */
export const mergeCandidatesParams = (page: number, selected: ReturnType<typeof mergeCandidatesSelected>) => ({
  page,
  size: MERGER_PAGE_SIZE,
  ...selected,
});

/**
 * What the Restaurant Merger reads as it first draws from the sidebar (use-merge-candidates.ts): the first
 * page of every restaurant, no search. Opened on another view, it reads as it mounts.
 */
export const restaurantMergerFirstReads = (at: ScreenAddress) =>
  opensOnDefaultView(at) ? [getGetAllRestaurantsQueryOptions(mergeCandidatesParams(1, mergeCandidatesSelected('')))] : [];
