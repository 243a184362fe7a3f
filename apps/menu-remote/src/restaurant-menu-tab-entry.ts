import { createDomainLifecycles, type RestaurantTabProps } from '@console/remote-contract';
import { RestaurantMenuTab } from './features/restaurant-menu-tab/restaurant-menu-tab';

/**
 * Exposed as './RestaurantMenuTab': the admin restaurant detail mounts it as a parcel (its own React root, like
 * './Domain'), passing the DomainProps with basename '/' and the admin's location, plus restaurantId.
 */
export const { bootstrap, mount, unmount, update } = createDomainLifecycles<RestaurantTabProps>(RestaurantMenuTab);
