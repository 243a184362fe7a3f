import { useCallback } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useListState } from '@console/ui';
import { backTargetOf } from '../../shared/list-referrer';
import { useRestaurantAccess } from '../../shared/restaurant-access';
import { RestaurantDetailPage, type DetailView } from './restaurant-detail-page';
import { DETAIL_TABS, isDetailTabId, type DetailTabId } from './restaurant-detail-tabs';
import { useRestaurantDetail } from './use-restaurant-detail';

const DETAIL_TAB_IDS = DETAIL_TABS.map((tab) => tab.id);

/** What one view keeps in the URL (a tab's search, the history's filters and open event), left behind by the other. */
const VIEW_PARAMS = ['q', 'page', 'sort', 'dir', 'who', 'what', 'restaurant', 'from', 'to', 'event'];

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
  const location = useLocation();
  const state = (location.state ?? {}) as DetailState;
  const id = Number(useParams().restaurantId);
  const restaurantId = Number.isInteger(id) && id > 0 ? id : null;
  const restaurant = useRestaurantDetail(restaurantId);
  const toggleAccess = useRestaurantAccess();
  // The tab is kept in the URL (?tab=menu-tab); navigation state may choose the one to open with.
  const { tab, setTab } = useListState<DetailTabId>({
    tabs: DETAIL_TAB_IDS,
    defaultTab: isDetailTabId(state.activeTab) ? state.activeTab : undefined,
  });
  const [params, setParams] = useSearchParams();
  const view: DetailView = params.get('view') === 'history' ? 'history' : 'tabs';
  // A new entry, so Back returns to the view before; the tab chosen stays for the return.
  const setView = useCallback(
    (next: DetailView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const name of VIEW_PARAMS) updated.delete(name);
          if (next === 'history') updated.set('view', 'history');
          else updated.delete('view');
          return updated;
        },
        { state: location.state, preventScrollReset: true },
      ),
    [setParams, location.state],
  );
  return (
    <RestaurantDetailPage
      restaurantId={restaurantId}
      restaurant={restaurant}
      back={backTargetOf(state.referrer)}
      activeTab={tab ?? DETAIL_TAB_IDS[0]}
      onTabChange={setTab}
      view={view}
      onViewChange={setView}
      onToggleAccess={toggleAccess}
    />
  );
}
