import { useLocation, useParams } from 'react-router';
import { useListState } from '@console/ui';
import { adminHref } from '../../paths';
import { RestaurantDetailPage } from './restaurant-detail-page';
import { DETAIL_TABS, isDetailTabId, type DetailTabId } from './restaurant-detail-tabs';

const DETAIL_TAB_IDS = DETAIL_TABS.map((tab) => tab.id);

interface DetailState {
  referrer?: string;
  /** The tab to open with, e.g. { activeTab: 'menu-tab' }. */
  activeTab?: string;
}

/**
 * /dashboard/restaurant-location-owner/view-detail/:restaurantId: the page over the URL and the
 * navigation state (the referrer travels there, so Back returns to the merger when it came from it).
 */
export function RestaurantDetailScreen() {
  const state = (useLocation().state ?? {}) as DetailState;
  const restaurantId = Number(useParams().restaurantId);
  // The tab is kept in the URL (?tab=menu-tab); navigation state may choose the one to open with.
  const { tab, setTab } = useListState<DetailTabId>({
    tabs: DETAIL_TAB_IDS,
    defaultTab: isDetailTabId(state.activeTab) ? state.activeTab : undefined,
  });
  return (
    <RestaurantDetailPage
      restaurantId={Number.isInteger(restaurantId) && restaurantId > 0 ? restaurantId : null}
      backTo={state.referrer === adminHref.restaurantMerger() ? adminHref.restaurantMerger() : adminHref.restaurants()}
      activeTab={tab ?? DETAIL_TAB_IDS[0]}
      onTabChange={setTab}
    />
  );
}
