import { IconLink, Page, PageHeader } from '@console/ui';
import { adminHref } from '../../paths';
import { RestaurantDetailTabs, type DetailTabId } from './restaurant-detail-tabs';

export interface RestaurantDetailPageProps {
  /** Null when the URL names no restaurant id. */
  restaurantId: number | null;
  /** Where the back arrow goes: the restaurants list, or the merger. */
  backTo: string;
  activeTab: DetailTabId;
  onTabChange: (tab: DetailTabId) => void;
}

/**
 * Spec §2 Restaurant detail: the back arrow returns to the restaurants list, or to the merger when
 * the user came from there; the tabs are other remotes'.
 */
export function RestaurantDetailPage({ restaurantId, backTo, activeTab, onTabChange }: RestaurantDetailPageProps) {
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
      {restaurantId !== null ? (
        <RestaurantDetailTabs restaurantId={restaurantId} active={activeTab} onSelect={onTabChange} />
      ) : (
        <p role="alert">Invalid Restaurant Id</p>
      )}
    </Page>
  );
}
