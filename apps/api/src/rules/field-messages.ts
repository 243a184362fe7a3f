import { passwordMessages } from './passwords';

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
  emailAddress: { ...whenMissing('Email Address is required'), '*': 'Invalid email' },
  password: whenMissing(passwordMessages.passwordRequired),
  newPassword: { ...whenMissing(passwordMessages.newPasswordRequired), '*': passwordMessages.rule },
  confirmPassword: whenMissing(passwordMessages.confirmPasswordRequired),
  resetCode: {
    ...whenMissing('Verification Code is required'),
    '*': 'Verification Code must be exactly 6 digits long and contain only numbers',
  },
  'createAdministrator:firstName': {
    ...whenMissing("Admin's First Name is required"),
    maxLength: "Admin's First Name cannot exceed 50 characters",
  },
  'createAdministrator:lastName': {
    ...whenMissing("Admin's Last Name is required"),
    maxLength: "Admin's Last Name cannot exceed 50 characters",
  },
  phoneNumber: { ...whenMissing('Phone Number is required'), '*': 'Phone number is not valid' },
  streetAddress: whenMissing('Location is required'),
  latitude: { required: 'Location is required' },
  longitude: { required: 'Location is required' },
  locations: { required: 'Please add a location first', minItems: 'Please add a location first' },
  restaurantCategoryIds: { required: 'Select at least one category', minItems: 'Select at least one category' },
  foodCategoryName: { ...whenMissing('Category title is required'), maxLength: 'Category cannot exceed 50 characters' },
  foodCategoryId: { required: 'Category is required' },
  price: { required: 'Price is required', '*': 'Price must be a valid number with up to 2 decimal places' },
  tags: { required: 'Select at least one tag', minItems: 'Select at least one tag' },
  restaurantAddressId: { required: 'Location is required' },
  foodIds: { required: 'Please select at least one food item', minItems: 'Please select at least one food item' },
  startDate: { required: 'Start Date is required' },
  'sendNotification:userIds': {
    required: 'At least one user must be selected',
    minItems: 'At least one user must be selected',
  },
  'sendNotification:title': whenMissing('Subject is required'),
  'sendNotification:description': whenMissing('Message is required'),
  restaurantIds: { minItems: 'Select more than 1 restaurant to merge' },
};

/** Labels where the console's wording differs from the field name. */
export const fieldLabels: Record<string, string> = {
  resetCode: 'Verification Code',
  dealTitle: 'Deal Title',
  restaurantCategoryName: 'Restaurant Category Name',
  id: 'Id',
};
