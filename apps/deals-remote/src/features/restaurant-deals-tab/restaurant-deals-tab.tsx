import type { DomainProps } from '@console/remote-contract';

export interface RestaurantDealsTabProps extends DomainProps {
  /** The restaurant the administrator opened (the detail page's :restaurantId). */
  restaurantId: number;
}

/** The tab the admin restaurant detail mounts; a placeholder until the domain's screen fills it. */
export function RestaurantDealsTab({ restaurantId }: RestaurantDealsTabProps) {
  return (
    <section aria-label="Restaurant's Deals" data-restaurant-id={restaurantId}>
      <p>The deals of restaurant {restaurantId} will show here.</p>
    </section>
  );
}
