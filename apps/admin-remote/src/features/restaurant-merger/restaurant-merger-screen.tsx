import { useNavigate } from 'react-router';
import { adminHref } from '../../paths';
import { RestaurantMergerPage } from './restaurant-merger-page';
import { useMergeCandidates } from './use-merge-candidates';
import { useMergeRestaurants } from './use-merge-restaurants';

/** /dashboard/restaurant-merger: the merger page over its data hooks; a merge lands on the new restaurant's detail. */
export function RestaurantMergerScreen() {
  const navigate = useNavigate();
  const candidates = useMergeCandidates();
  const mergeRestaurants = useMergeRestaurants();
  // The detail's back arrow returns here.
  const openDetail = (restaurantId: number) =>
    navigate(adminHref.restaurantDetail(restaurantId), { state: { referrer: adminHref.restaurantMerger() } });
  return (
    <RestaurantMergerPage
      {...candidates}
      onOpen={(account) => openDetail(account.restaurant.restaurantId)}
      onMerge={async (restaurantIds, newRestaurantName) => {
        const restaurantId = await mergeRestaurants(restaurantIds, newRestaurantName);
        if (restaurantId !== undefined) openDetail(restaurantId);
      }}
    />
  );
}
