import {
  dealMessages,
  emailMessages,
  menuItemMessages,
  mergeMessages,
  nameRules,
  notificationMessages,
  passwordMessages,
  phoneMessages,
  restaurantMessages,
  textRules,
  verificationCodeMessages,
} from '@console/rules';
import { restaurantMessages as coordinateMessages } from './restaurant-rules';

/**
 * What a 400 says when a request breaks a schema rule, in the console specification's words (§5, §8).
 * Keyed by field name, or `operationId:field` where one field means different things in different calls;
 * then by JSON-schema keyword ('*' for any keyword). Fields without an entry get a generic sentence.
 */
export type FieldMessages = Record<string, Partial<Record<string, string>>>;

const REQUIRED = ['required', 'minLength'];

function whenMissing(message: string): Partial<Record<string, string>> {
  return Object.fromEntries(REQUIRED.map((keyword) => [keyword, message]));
}

export const fieldMessages: FieldMessages = {
  emailAddress: { ...whenMissing(emailMessages.required), '*': emailMessages.invalid },
  password: whenMissing(passwordMessages.passwordRequired),
  newPassword: { ...whenMissing(passwordMessages.newPasswordRequired), '*': passwordMessages.rule },
  confirmPassword: whenMissing(passwordMessages.confirmRequired),
  resetCode: { ...whenMissing(verificationCodeMessages.required), '*': verificationCodeMessages.format },
  'createAdministrator:firstName': { ...whenMissing(nameRules.adminFirstName.required), maxLength: nameRules.adminFirstName.tooLong },
  'createAdministrator:lastName': { ...whenMissing(nameRules.adminLastName.required), maxLength: nameRules.adminLastName.tooLong },
  phoneNumber: { ...whenMissing(phoneMessages.required), '*': phoneMessages.invalid },
  streetAddress: whenMissing(restaurantMessages.locationRequired),
  latitude: { required: restaurantMessages.locationRequired, '*': coordinateMessages.latitudeRange },
  longitude: { required: restaurantMessages.locationRequired, '*': coordinateMessages.longitudeRange },
  locations: { required: restaurantMessages.locationsRequired, minItems: restaurantMessages.locationsRequired },
  restaurantCategoryIds: { required: restaurantMessages.categoryRequired, minItems: restaurantMessages.categoryRequired },
  foodCategoryName: { ...whenMissing(nameRules.foodCategoryTitle.required), maxLength: nameRules.foodCategoryTitle.tooLong },
  foodCategoryId: { required: menuItemMessages.categoryRequired },
  // The menu item forms (multipart-form.ts checks their maxLength); the CSV import words its own.
  foodItemName: { maxLength: nameRules.menuItemName.tooLong },
  price: { required: menuItemMessages.priceRequired, '*': menuItemMessages.price },
  tags: { required: menuItemMessages.tagRequired, minItems: menuItemMessages.tagRequired },
  restaurantAddressId: { required: dealMessages.locationRequired },
  foodIds: { required: dealMessages.foodItemRequired, minItems: dealMessages.foodItemRequired },
  startDate: { required: dealMessages.startDateRequired },
  'sendNotification:userIds': { required: notificationMessages.usersRequired, minItems: notificationMessages.usersRequired },
  'sendNotification:title': { ...whenMissing(notificationMessages.subjectRequired), maxLength: textRules.notificationSubject.tooLong },
  'sendNotification:description': {
    ...whenMissing(notificationMessages.messageRequired),
    maxLength: textRules.notificationMessage.tooLong,
  },
  restaurantIds: { minItems: mergeMessages.tooFew },
  // A bulk call's rows chosen one by one (the contract's BulkIds).
  ids: { minItems: 'Select at least one row', maxItems: 'Select at most 10,000 rows at once', uniqueItems: 'A row is selected twice' },
};

/** Labels where the console's wording differs from the field name. */
export const fieldLabels: Record<string, string> = {
  resetCode: 'Verification Code',
  dealTitle: 'Deal Title',
  restaurantCategoryName: 'Restaurant Category Name',
  id: 'Id',
};
