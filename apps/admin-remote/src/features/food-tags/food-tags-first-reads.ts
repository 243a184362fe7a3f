import { getGetFoodTagsQueryOptions } from '@console/api-client/queries';

/**
 * What the Food Tags screen reads as it first draws (use-food-tags.ts): the whole vocabulary, the same
 * call whatever the URL says (its search and sort apply in the page).
 */
export const foodTagsFirstReads = () => [getGetFoodTagsQueryOptions()];
