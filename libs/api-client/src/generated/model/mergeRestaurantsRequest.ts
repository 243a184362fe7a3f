import type { AccountStatus } from './accountStatus';
import type { RestaurantVersion } from './restaurantVersion';

export interface MergeRestaurantsRequest {
  /** @minItems 2 */
  restaurantIds: number[];
  /**
   * @minLength 1
   * @maxLength 255
   */
  newRestaurantName: string;
  /** Super admins only: the merged restaurant's access status, chosen over the rule (it keeps
'Suspended' when any restaurant merged was suspended, else 'Approved')
 */
  accountStatus?: AccountStatus;
  /**
   * Each restaurant's `version` as the preview gave it (one for every restaurant merged)
   * @maxItems 1000
   */
  restaurantVersions?: RestaurantVersion[];
  /**
   * The preview's `previewDigest`; the merge is refused (409) when its preview would now differ
   * @maxLength 100
   */
  previewDigest?: string;
}
