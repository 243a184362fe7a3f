import { useLocation, useParams } from 'react-router';
import { useListState } from '@console/ui';
import { backTargetOf } from '../../shared/list-referrer';
import { useRestaurantAccess } from '../../shared/restaurant-access';
import { RestaurantDetailPage } from './restaurant-detail-page';
import { DETAIL_TABS, isDetailTabId, type DetailTabId } from './restaurant-detail-tabs';
import { useRestaurantDetail } from './use-restaurant-detail';

const DETAIL_TAB_IDS = DETAIL_TABS.map((tab) => tab.id);

interface DetailState {
  /** The list's URL the detail was opened from (path and query), e.g. '/restaurant?status=Suspended'. */
  referrer?: string;
  /** The tab to open with, e.g. { activeTab: 'menu-tab' }. */
  activeTab?: string;
}

/**
 * /dashboard/restaurant-location-owner/view-detail/:restaurantId: the page over the URL, the navigation
 * state (the referrer travels there, so the back arrow returns to the list as it was) and the restaurant.
 */
export function RestaurantDetailScreen() {
  const state = (useLocation().state ?? {}) as DetailState;
  const id = Number(useParams().restaurantId);
  const restaurantId = Number.isInteger(id) && id > 0 ? id : null;
  const restaurant = useRestaurantDetail(restaurantId);
  const toggleAccess = useRestaurantAccess();
  // The tab is kept in the URL (?tab=menu-tab); navigation state may choose the one to open with.
  const { tab, setTab } = useListState<DetailTabId>({
    tabs: DETAIL_TAB_IDS,
    defaultTab: isDetailTabId(state.activeTab) ? state.activeTab : undefined,
  });
  return (
    <RestaurantDetailPage
      restaurantId={restaurantId}
      restaurant={restaurant}
      back={backTargetOf(state.referrer)}
      activeTab={tab ?? DETAIL_TAB_IDS[0]}
      onTabChange={setTab}
      onToggleAccess={toggleAccess}
    />
  );
}
