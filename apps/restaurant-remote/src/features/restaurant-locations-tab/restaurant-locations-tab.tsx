import type { DomainProps } from '@console/remote-contract';

export interface RestaurantLocationsTabProps extends DomainProps {
  /** The restaurant the administrator opened (the detail page's :restaurantId). */
  restaurantId: number;
}

/** The tab the admin restaurant detail mounts; a placeholder until the domain's screen fills it. */
export function RestaurantLocationsTab({ restaurantId }: RestaurantLocationsTabProps) {
  return (
    <section aria-label="Restaurant Locations" data-restaurant-id={restaurantId}>
      <p>The locations of restaurant {restaurantId} will show here.</p>
    </section>
  );
}
