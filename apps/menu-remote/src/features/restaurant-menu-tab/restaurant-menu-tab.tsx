import type { DomainProps } from '@console/remote-contract';

export interface RestaurantMenuTabProps extends DomainProps {
  /** The restaurant the administrator opened (the detail page's :restaurantId). */
  restaurantId: number;
}

/** The tab the admin restaurant detail mounts; a placeholder until the domain's screen fills it. */
export function RestaurantMenuTab({ restaurantId }: RestaurantMenuTabProps) {
  return (
    <section aria-label="Restaurant Menu" data-restaurant-id={restaurantId}>
      <p>The menu of restaurant {restaurantId} will show here.</p>
    </section>
  );
}
