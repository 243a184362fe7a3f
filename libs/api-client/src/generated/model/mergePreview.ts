import type { MergePart } from './mergePart';
import type { MergeMoves } from './mergeMoves';
import type { MergeOwnerLogin } from './mergeOwnerLogin';
import type { AccountStatus } from './accountStatus';

/**
 * What a merge would do, in the order the confirmation tells it
 */
export interface MergePreview {
  /** The merged restaurant's name (as the merge stores it: trimmed) */
  newRestaurantName: string;
  /** The restaurants merged, in the request's order (they are deleted) */
  restaurants: MergePart[];
  locations: MergeMoves;
  menuItems: MergeMoves;
  deals: MergeMoves;
  /** Company-wide and location images (their count; images have no names) */
  images: MergeMoves;
  /** The merged restaurant's menu categories (those of the same name, case ignored, become one) */
  menuCategories: MergeMoves;
  /** The merged restaurant's restaurant categories (every category of the restaurants merged) */
  restaurantCategories: MergeMoves;
  /** The owner login that owns the merged restaurant (the first restaurant's with one); absent when none has one */
  ownerLoginKept?: MergeOwnerLogin;
  /** The other owner logins, deleted by the merge (they cannot sign in any more) */
  ownerLoginsRemoved: MergeOwnerLogin[];
  accountStatus: AccountStatus;
  /** Whether accountStatus is the super admin's choice (`accountStatus` in the request) rather than the rule's */
  accountStatusChosen: boolean;
  /** Whether the caller may send `accountStatus` (super admins) */
  canChooseAccountStatus: boolean;
  /** Send it with the merge: the merge is refused when its preview would differ */
  previewDigest: string;
}
