import { WHOLE_LIST } from '@console/api-client';
import { getGetFoodCategoriesQueryOptions, getGetFoodTagCategoriesQueryOptions } from '@console/api-client/queries';

/** The tag vocabulary as the menu reads it: with the retired tags (an item may still carry one). */
export const MENU_TAG_PARAMS = { includeRetired: true } as const;

/**
 * What the owner's Manage Your Menu reads as it first draws, with the params its hooks use (use-menu.ts):
 * the categories with their counts and the tag vocabulary. Sections opened from the URL read on mount.
 */
export const menuFirstReads = () => [getGetFoodCategoriesQueryOptions(WHOLE_LIST), getGetFoodTagCategoriesQueryOptions(MENU_TAG_PARAMS)];
