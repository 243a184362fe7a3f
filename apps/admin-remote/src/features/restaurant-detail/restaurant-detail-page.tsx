import { useLocation, useParams } from 'react-router';
import { useListState, IconLink, Page, PageHeader } from '@console/ui';
import { adminHref } from '../../paths';
import { DETAIL_TABS, isDetailTabId, RestaurantDetailTabs, type DetailTabId } from './restaurant-detail-tabs';

const DETAIL_TAB_IDS = DETAIL_TABS.map((tab) => tab.id);

interface DetailState {
  referrer?: string;
  /** The tab to open with, e.g. { activeTab: 'menu-tab' }. */
  activeTab?: string;
}

/**
 * Spec §2 Restaurant detail: the back arrow returns to the restaurants list, or to the merger when
 * the user came from there (the referrer travels in navigation state); the tabs are other remotes'.
 */
export function RestaurantDetailPage() {
  const state = (useLocation().state ?? {}) as DetailState;
  const restaurantId = Number(useParams().restaurantId);
  // The tab is kept in the URL (?tab=menu-tab); navigation state may choose the one to open with.
  const { tab, setTab } = useListState<DetailTabId>({
    tabs: DETAIL_TAB_IDS,
    defaultTab: isDetailTabId(state.activeTab) ? state.activeTab : undefined,
  });
  const activeTab = tab ?? DETAIL_TAB_IDS[0];
  const backTo = state.referrer === adminHref.restaurantMerger() ? adminHref.restaurantMerger() : adminHref.restaurants();
  return (
    <Page titleId="restaurant-detail-title">
      <PageHeader
        title="Restaurant Details"
        titleId="restaurant-detail-title"
        leading={
          <IconLink
            to={backTo}
            icon="back"
            iconSize={22}
            label={backTo === adminHref.restaurants() ? 'Back to Restaurants' : 'Back to Restaurant Merger'}
          />
        }
      />
      {Number.isInteger(restaurantId) && restaurantId > 0 ? (
        <RestaurantDetailTabs restaurantId={restaurantId} active={activeTab} onSelect={setTab} />
      ) : (
        <p role="alert">Invalid Restaurant Id</p>
      )}
    </Page>
  );
}
