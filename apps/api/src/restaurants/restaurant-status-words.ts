/**
 * A restaurant's access status as the console words it: the Restaurants list's badge and Status filter
 * (an approved restaurant is Active), its export, and the merge's confirmation and History. One word for
 * one state; the contract's values (Approved, Suspended) are unchanged.
 */
export const RESTAURANT_STATUS_WORDS: Record<string, string> = { Approved: 'Active', Suspended: 'Suspended' };

export const statusWord = (status: string): string => RESTAURANT_STATUS_WORDS[status] ?? status;
