import { Link, useLocation } from 'react-router';
import { PlaceholderPage } from '@console/ui';
import { adminHref } from '../../paths';

interface DetailState {
  referrer?: string;
}

/**
 * Spec §2 Restaurant detail: the back arrow returns to the restaurants list, or to the merger when
 * the user came from there (the referrer travels in navigation state). The tabs come with issue 4.
 */
export function RestaurantDetailPage() {
  const state = (useLocation().state ?? {}) as DetailState;
  const backTo = state.referrer === adminHref.restaurantMerger() ? adminHref.restaurantMerger() : adminHref.restaurants();
  return (
    <PlaceholderPage title="Restaurant Details">
      <Link to={backTo} className="admin-back-link" aria-label={backTo === adminHref.restaurants() ? 'Back to Restaurants' : 'Back to Restaurant Merger'}>
        <span aria-hidden="true">←</span>
      </Link>
    </PlaceholderPage>
  );
}
