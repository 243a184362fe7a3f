import { CHANGE_MESSAGES, dealMessages as dealRuleMessages, nameRules } from '@console/rules';
import { foodMessages } from '../foods/food-messages';

/*
 * What the deal calls answer (spec §5 Deal, §8 Deals). The §5 sentences come from @console/rules; the
 * success sentences are the spec's §8 toasts word for word; the rest are ours.
 */
export const dealMessages = {
  created: CHANGE_MESSAGES.dealCreated,
  updated: CHANGE_MESSAGES.dealUpdated,
  deleted: CHANGE_MESSAGES.dealDeleted,
  activated: 'Deal activated successfully',
  deactivated: 'Deal deactivated successfully',

  titleRequired: nameRules.dealTitle.required,
  titleTooLong: nameRules.dealTitle.tooLong,
  ...dealRuleMessages,

  notFound: 'Deal not found',
  expiredNotEditable: 'An expired deal cannot be edited',
  expiredNotTogglable: 'An expired deal cannot be activated or deactivated',
  dealOfAnotherRestaurant: "The restaurant id does not match the deal's restaurant",
  notOwnRestaurant: "You can only manage your own restaurant's deals",
  restaurantNotFound: foodMessages.restaurantNotFound,
  locationNotFound: foodMessages.locationNotFound,
  foodNotFound: foodMessages.foodNotFound,
} as const;

/** The push an app user gets when a deal of a restaurant they follow starts or comes back. */
export const dealPush = {
  created: (restaurantName: string) => `New deal at ${restaurantName}`,
  reactivated: (restaurantName: string) => `A deal is back at ${restaurantName}`,
} as const;
