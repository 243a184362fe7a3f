import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { RestaurantAccount } from '@console/api-client';
import { adminHref } from '../../paths';
import { useListReferrer } from '../../shared/list-referrer';
import { RestaurantMergerPage } from './restaurant-merger-page';
import { useMergeCandidates } from './use-merge-candidates';
import { useMergeRestaurants } from './use-merge-restaurants';

/** /dashboard/restaurant-merger: the merger page over its data hooks; a merge lands on the new restaurant's detail. */
export function RestaurantMergerScreen() {
  const navigate = useNavigate();
  const candidates = useMergeCandidates();
  const { preview, merge } = useMergeRestaurants();
  // The detail's back arrow returns here, with the search and page as they are.
  const referrer = useListReferrer();
  const openDetail = useCallback(
    (restaurantId: number) => navigate(adminHref.restaurantDetail(restaurantId), { state: referrer }),
    [navigate, referrer],
  );
  const open = useCallback((account: RestaurantAccount) => openDetail(account.restaurant.restaurantId), [openDetail]);
  return (
    <RestaurantMergerPage
      {...candidates}
      onOpen={open}
      onPreview={preview}
      onMerge={async (shown, accountStatus) => {
        const outcome = await merge(shown, accountStatus);
        if (typeof outcome === 'object') openDetail(outcome.restaurantId);
        return outcome;
      }}
    />
  );
}
