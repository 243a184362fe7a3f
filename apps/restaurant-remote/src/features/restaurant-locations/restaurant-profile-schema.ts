import * as yup from 'yup';
import type { RestaurantDetailsResponse, RestaurantProfileForm } from '@console/api-client';
import { emailProblem, nameRules, normaliseEmail, restaurantMessages } from '@console/rules';
import { currentPasswordField, emailField, imageFilesField, nameField, selectionField } from '@console/rules/yup';

/** Whether the form changes the owner's sign-in email to a valid one (its case alone is no change). */
export const changesSignInEmail = (values: Pick<RestaurantProfileValues, 'hasEmail' | 'emailAddress' | 'signInEmail'>) =>
  Boolean(values.hasEmail) &&
  !emailProblem(values.emailAddress) &&
  normaliseEmail(values.emailAddress ?? '') !== normaliseEmail(values.signInEmail ?? '');

/**
 * Spec §5 Restaurant profile: name required (255 at most), at least one category, and the email,
 * required and valid, only when the restaurant has one (an imported restaurant has no owner account).
 */
export const restaurantProfileSchema = yup.object({
  restaurantName: nameField(nameRules.restaurantName),
  restaurantCategoryIds: selectionField(yup.string().required(), restaurantMessages.categoryRequired),
  hasEmail: yup.boolean(),
  emailAddress: yup.string().when('hasEmail', { is: true, then: () => emailField(), otherwise: (schema) => schema.strip() }),
  signInEmail: yup.string(),
  // A new sign-in email asks for the password in use (issue 36): a session alone cannot move the account.
  currentPassword: yup
    .string()
    .when(['hasEmail', 'emailAddress', 'signInEmail'], ([hasEmail, emailAddress, signInEmail], schema) =>
      changesSignInEmail({ hasEmail, emailAddress, signInEmail }) ? currentPasswordField() : schema,
    ),
  restaurantImages: imageFilesField(),
});

export interface RestaurantProfileValues {
  restaurantName: string;
  /** The select's values: category ids as text. */
  restaurantCategoryIds: string[];
  /** Whether the restaurant has an owner email to edit; not sent. */
  hasEmail: boolean;
  emailAddress: string;
  /** The sign-in email the popup was opened with; not sent. */
  signInEmail: string;
  /** Asked for, and sent, only when the email changes. */
  currentPassword: string;
  restaurantImages: File[];
}

export function restaurantProfileInitialValues(details: RestaurantDetailsResponse): RestaurantProfileValues {
  const { restaurant, emailAddress } = details;
  return {
    restaurantName: restaurant.restaurantName,
    restaurantCategoryIds: restaurant.restaurantCategories.map((category) => String(category.restaurantCategoryId)),
    hasEmail: Boolean(emailAddress),
    emailAddress: emailAddress ?? '',
    signInEmail: emailAddress ?? '',
    currentPassword: '',
    restaurantImages: [],
  };
}

/** The profile form as the update calls take it: trimmed, the email lowercased. */
export function toRestaurantProfileForm(values: RestaurantProfileValues): RestaurantProfileForm {
  return {
    restaurantName: values.restaurantName.trim(),
    restaurantCategoryIds: values.restaurantCategoryIds.map(Number),
    ...(values.hasEmail ? { emailAddress: normaliseEmail(values.emailAddress) } : {}),
    ...(changesSignInEmail(values) ? { currentPassword: values.currentPassword } : {}),
    ...(values.restaurantImages.length > 0 ? { restaurantImages: values.restaurantImages } : {}),
  };
}
