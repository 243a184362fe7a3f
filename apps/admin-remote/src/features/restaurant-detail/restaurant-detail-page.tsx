import { useState } from 'react';
import type { RestaurantDetailsResponse } from '@console/api-client';
import { Button, IconLink, Page, PageHeader } from '@console/ui';
import type { BackTarget } from '../../shared/list-referrer';
import {
  accessActionLabel,
  RestaurantAccessDialog,
  RestaurantStatusBadge,
  type RestaurantAccessSubject,
} from '../../shared/restaurant-access';
import { RestaurantDetailTabs, type DetailTabId } from './restaurant-detail-tabs';
import { RestaurantHistory } from './restaurant-history';

/** What the page shows under its heading: the spec's tabs, or the restaurant's history (`?view=history`). */
export type DetailView = 'tabs' | 'history';

export interface RestaurantDetailPageProps {
  /** Null when the URL names no restaurant id. */
  restaurantId: number | null;
  /** The restaurant once loaded: its name heads the page, its status shows beside the access action. */
  restaurant: RestaurantDetailsResponse | null;
  /** Where the back arrow goes: the list the detail was opened from, as it was. */
  back: BackTarget;
  activeTab: DetailTabId;
  onTabChange: (tab: DetailTabId) => void;
  view: DetailView;
  onViewChange: (view: DetailView) => void;
  /** Suspends or approves the restaurant; resolves to whether it changed. */
  onToggleAccess: (subject: RestaurantAccessSubject) => Promise<boolean>;
}

/**
 * Spec §2 Restaurant detail: the back arrow returns to the list the user came from; the tabs are other
 * remotes'. The heading names the restaurant on every tab, with its status and the list's access action.
 */
export function RestaurantDetailPage({
  restaurantId,
  restaurant,
  back,
  activeTab,
  onTabChange,
  view,
  onViewChange,
  onToggleAccess,
}: RestaurantDetailPageProps) {
  const [changing, setChanging] = useState(false);
  return (
    <Page titleId="restaurant-detail-title">
      <PageHeader
        title={restaurant?.restaurant.restaurantName ?? 'Restaurant Details'}
        titleId="restaurant-detail-title"
        leading={<IconLink to={back.to} icon="back" iconSize={22} label={back.label} />}
      >
        {restaurant ? (
          <>
            <RestaurantStatusBadge status={restaurant.accountStatus} />
            <Button onClick={() => setChanging(true)}>{accessActionLabel(restaurant)}</Button>
          </>
        ) : null}
        {restaurantId !== null ? (
          // A toggle: pressed, the history stands in place of the tabs; pressed again, the tabs return.
          <Button aria-pressed={view === 'history'} onClick={() => onViewChange(view === 'history' ? 'tabs' : 'history')}>
            History
          </Button>
        ) : null}
      </PageHeader>
      {restaurantId !== null && view === 'history' ? (
        <RestaurantHistory restaurantId={restaurantId} />
      ) : restaurantId !== null ? (
        <RestaurantDetailTabs restaurantId={restaurantId} active={activeTab} onSelect={onTabChange} />
      ) : (
        <p role="alert">Invalid Restaurant Id</p>
      )}
      {changing && restaurant ? (
        // The detail reloads after a change (the change makes the restaurant's details stale).
        <RestaurantAccessDialog subject={restaurant} onConfirm={onToggleAccess} onClose={() => setChanging(false)} />
      ) : null}
    </Page>
  );
}
