/**
 * Whose history the view shows: an administrator's (every event they may read, or one restaurant's
 * when `restaurantId` is given, as on the restaurant detail) or an owner's, of their own restaurant.
 */
export type ActivityScope = { kind: 'admin'; restaurantId?: number } | { kind: 'owner' };

/** Events per page ('Load more' adds the next). */
export const ACTIVITY_PAGE_SIZE = 25;
