import type { AccountStatus } from './accountStatus';
import type { Email } from './email';

export interface MergePart {
  restaurantId: number;
  restaurantName: string;
  accountStatus: AccountStatus;
  /**
   * The restaurant's version now; the merge sends it back
   * @minimum 1
   */
  version: number;
  /** Its owner's sign-in email; absent when it has none */
  emailAddress?: Email;
}
