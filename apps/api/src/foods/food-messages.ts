import { menuItemMessages, nameRules } from '@console/rules';
import { foodReportMessages } from '../food-reports/food-report-messages';
import { restaurantActionMessages } from '../restaurants/restaurant-actions';

/*
 * What the menu calls answer (spec §5 Food category title and Menu item, §8 Categories and Menu). The §5
 * sentences come from @console/rules; the success sentences are the spec's §8 toasts; the rest are ours.
 */
/** An attribute written by hand under a tag category (additionalTags): its length and how many a category holds. */
export const MAX_ATTRIBUTE_LENGTH = 100;
export const MAX_ATTRIBUTES_PER_TAG_CATEGORY = 20;

export const foodMessages = {
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryTitleRequired: nameRules.foodCategoryTitle.required,
  categoryTitleTooLong: nameRules.foodCategoryTitle.tooLong,
  categoryNotFound: 'Category not found',
  categoryTaken: 'A Category with this title already exists',
  categoryOfAnotherRestaurant: "The restaurant id does not match the category's restaurant",

  foodCreated: 'Food Item created successfully',
  foodUpdated: 'Food Item updated successfully',
  foodDeleted: 'Food Item deleted successfully',
  foodNotFound: foodReportMessages.foodNotFound,
  foodOfAnotherRestaurant: "The restaurant id does not match the menu item's restaurant",
  nameRequired: nameRules.menuItemName.required,
  nameTooLong: nameRules.menuItemName.tooLong,
  ...menuItemMessages,
  oneImage: 'A menu item has one image',
  additionalTagsInvalid: 'Additional Tags must be a JSON object from tag category names to lists of labels',
  attributeTooLong: `An attribute cannot exceed ${MAX_ATTRIBUTE_LENGTH} characters`,
  tooManyAttributes: `A tag category holds at most ${MAX_ATTRIBUTES_PER_TAG_CATEGORY} attributes`,

  restaurantNotFound: restaurantActionMessages.notFound,
  locationNotFound: restaurantActionMessages.locationNotFound,
  notOwnRestaurant: "You can only read your own restaurant's menu",
} as const;

/** A tag that is no label of any food tag category. */
export const unknownTagsMessage = (labels: readonly string[]) => `Unknown tag: ${labels.join(', ')}`;

/** An additionalTags key that names no food tag category. */
export const unknownTagCategoryMessage = (name: string) => `Unknown tag category: ${name}`;

const quoted = (titles: readonly string[]) => titles.map((title) => `'${title}'`).join(', ');

/**
 * The delete message: the item leaves every deal; the current deals it left are named, and those left
 * with no item are said to be deactivated.
 */
export function foodDeletedMessage(currentDeals: readonly string[], emptied: readonly string[]): string {
  if (currentDeals.length === 0) return foodMessages.foodDeleted;
  let message = `${foodMessages.foodDeleted}. It was taken out of the current deal${currentDeals.length > 1 ? 's' : ''} ${quoted(currentDeals)}`;
  if (emptied.length === 1) message += `; ${quoted(emptied)} has no items left and was deactivated`;
  if (emptied.length > 1) message += `; ${quoted(emptied)} have no items left and were deactivated`;
  return message;
}
