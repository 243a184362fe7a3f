import './restaurant-history.css';
import { ActivityView, useActivityView } from '@console/activity';

/** Issue 24: the restaurant's history (its profile, locations, menu, deals, access), as the Activity list shows it. */
export function RestaurantHistory({ restaurantId }: { restaurantId: number }) {
  const view = useActivityView({ scope: { kind: 'admin', restaurantId }, label: 'History', canExport: true });
  return (
    <section className="admin-detail-history" aria-labelledby="restaurant-history-title">
      <h2 id="restaurant-history-title" className="admin-detail-history__title">
        History
      </h2>
      <ActivityView {...view} />
    </section>
  );
}
