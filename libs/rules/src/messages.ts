/**
 * The console specification's validation messages (§5) and limits (§9), word for word, once for the
 * forms and the API alike. A message that is ours, not the spec's, says so.
 */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*';
export const MIN_PASSWORD_LENGTH = 8;

export const passwordMessages = {
  rule: 'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)',
  passwordRequired: 'Password is required',
  newPasswordRequired: 'New Password is required',
  confirmRequired: 'Confirm Password is required',
  mustMatch: 'Passwords must match',
  // Ours (issue 36): changing the password or the sign-in email asks for the password in use.
  currentRequired: 'Current Password is required',
  currentWrong: 'Current Password is incorrect',
} as const;

export const emailMessages = { required: 'Email Address is required', invalid: 'Invalid email' } as const;

export const verificationCodeMessages = {
  required: 'Verification Code is required',
  format: 'Verification Code must be exactly 6 digits long and contain only numbers',
} as const;

export const phoneMessages = { required: 'Phone Number is required', invalid: 'Phone number is not valid' } as const;

/** A required name with a length limit: its two messages. */
export interface NameRule {
  max: number;
  required: string;
  tooLong: string;
}

export const nameRules = {
  adminFirstName: { max: 50, required: "Admin's First Name is required", tooLong: "Admin's First Name cannot exceed 50 characters" },
  adminLastName: { max: 50, required: "Admin's Last Name is required", tooLong: "Admin's Last Name cannot exceed 50 characters" },
  restaurantName: { max: 255, required: 'Restaurant Name is required', tooLong: 'Restaurant Name cannot exceed 255 characters' },
  restaurantCategoryName: {
    max: 50,
    required: 'Restaurant Category Name is required',
    tooLong: 'Restaurant Category Name cannot exceed 50 characters',
  },
  foodCategoryTitle: { max: 50, required: 'Category title is required', tooLong: 'Category cannot exceed 50 characters' },
  // The spec gives the limits of these two, and only the deal title's 'cannot exceed' sentence; the rest is ours.
  menuItemName: { max: 150, required: 'Item Name is required', tooLong: 'Item Name cannot exceed 150 characters' },
  dealTitle: { max: 150, required: 'Deal Title is required', tooLong: 'Deal Title cannot exceed 150 characters' },
  // The Food Tags screen's (not in the spec): a tag is a chip of the menu item form, so it is kept short.
  foodTagName: { max: 50, required: 'Tag Name is required', tooLong: 'Tag Name cannot exceed 50 characters' },
  foodTagCategoryName: { max: 50, required: 'Tag Category Name is required', tooLong: 'Tag Category Name cannot exceed 50 characters' },
} as const satisfies Record<string, NameRule>;

/** A free text with a length limit: its message beyond it. */
export interface TextRule {
  max: number;
  tooLong: string;
}

/*
 * Ours: the spec leaves these texts free; the limits are far above any real text, so a request never
 * stores megabytes, and the contract's maxLength is the same number (apps/api/src/http/form-limits.spec.ts).
 */
export const textRules = {
  restaurantCategoryDescription: { max: 500, tooLong: 'Description cannot exceed 500 characters' },
  menuItemDescription: { max: 2000, tooLong: 'Description cannot exceed 2000 characters' },
  notificationSubject: { max: 150, tooLong: 'Subject cannot exceed 150 characters' },
  notificationMessage: { max: 2000, tooLong: 'Message cannot exceed 2000 characters' },
} as const satisfies Record<string, TextRule>;

export const restaurantMessages = {
  categoryRequired: 'Select at least one category',
  locationsRequired: 'Please add a location first',
  locationRequired: 'Location is required',
} as const;

export const menuItemMessages = {
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  priceRequired: 'Price is required',
  price: 'Price must be a valid number with up to 2 decimal places',
  tagRequired: 'Select at least one tag',
} as const;

export const IMAGE_TYPES = ['png', 'jpg', 'gif', 'bmp', 'webp'] as const;
export const MAX_IMAGES_PER_SET = 5;
/** The file chooser's accept list for those types (jpeg spelled both ways); a hint, the checks decide. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, 'jpeg'].map((type) => `.${type}`).join(',');
export const imageMessages = {
  unsupported: `Unsupported file type. Please upload a file of type: ${IMAGE_TYPES.join(', ')}`,
  // Ours: the spec removes the add tile at 5; the API says why it refuses a sixth.
  tooMany: `A set holds at most ${MAX_IMAGES_PER_SET} images`,
} as const;

export const dealMessages = {
  locationRequired: 'Location is required',
  /** §8: the item picker opened without one of the restaurant's locations. */
  invalidAddressId: 'Invalid Address Id',
  startDateRequired: 'Start Date is required',
  startDateInPast: 'Start Date cannot be in the past',
  endBeforeStart: 'End Date cannot be earlier than Start Date',
  claimOption: 'Please select a claim count per user option',
  foodItemRequired: 'Please select at least one food item',
} as const;

export const notificationMessages = {
  usersRequired: 'At least one user must be selected',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;

export const mergeMessages = {
  // Ours: the spec disables Merge below 2; the API says why it refuses.
  tooFew: 'Select more than 1 restaurant to merge',
} as const;
