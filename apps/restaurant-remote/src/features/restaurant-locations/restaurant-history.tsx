import { ActivityView, useActivityView, type ActivityViewProps } from '@console/activity';
import { IconLink, Page, PageHeader } from '@console/ui';
import { restaurantPaths } from '../../paths';

/** Where History's back arrow goes: the Restaurant Locations page, as the sidebar opens it. */
const LOCATIONS_HREF = `/${restaurantPaths.restaurantLocations}`;

/**
 * Issue 24: the owner's History (`?view=history`), what was changed in their restaurant and by whom,
 * administrators included. No export: the API keeps the CSV to administrators, and an owner's one
 * restaurant reads well enough on screen.
 */
export function RestaurantHistoryScreen() {
  return <RestaurantHistoryPage {...useActivityView({ scope: { kind: 'owner' }, label: 'History', canExport: false })} />;
}

export function RestaurantHistoryPage(props: ActivityViewProps) {
  return (
    <Page titleId="restaurant-history-title">
      <PageHeader
        title="History"
        titleId="restaurant-history-title"
        leading={<IconLink to={LOCATIONS_HREF} icon="back" iconSize={22} label="Back to Restaurant Locations" />}
      />
      <ActivityView {...props} />
    </Page>
  );
}
