import { type RestaurantTabProps } from '@console/remote-contract';
import { createDomainLifecycles } from '@console/remote-domain';
import { MenuScreen } from './features/menu/menu-screen';

/**
 * Exposed as './RestaurantMenuTab': the admin restaurant detail mounts it as a parcel (its own React root, like
 * './Domain'), passing the DomainProps with basename '/' and the admin's location, plus restaurantId: the
 * owner's menu over the admin calls.
 */
export const { bootstrap, mount, unmount, update, contractVersion } = createDomainLifecycles<RestaurantTabProps>(MenuScreen);
