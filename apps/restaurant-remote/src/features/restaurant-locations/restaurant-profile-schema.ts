import * as yup from 'yup';
import type { RestaurantDetailsResponse, RestaurantProfileForm } from '@console/api-client';
import { nameRules, normaliseEmail, restaurantMessages } from '@console/rules';
import { emailField, imageFilesField, nameField, selectionField } from '@console/rules/yup';

/**
 * Spec §5 Restaurant profile: name required (255 at most), at least one category, and the email,
 * required and valid, only when the restaurant has one (an imported restaurant has no owner account).
 */
export const restaurantProfileSchema = yup.object({
  restaurantName: nameField(nameRules.restaurantName),
  restaurantCategoryIds: selectionField(yup.string().required(), restaurantMessages.categoryRequired),
  hasEmail: yup.boolean(),
  emailAddress: yup.string().when('hasEmail', { is: true, then: () => emailField(), otherwise: (schema) => schema.strip() }),
  restaurantImages: imageFilesField(),
});

export interface RestaurantProfileValues {
  restaurantName: string;
  /** The select's values: category ids as text. */
  restaurantCategoryIds: string[];
  /** Whether the restaurant has an owner email to edit; not sent. */
  hasEmail: boolean;
  emailAddress: string;
  restaurantImages: File[];
}

export function restaurantProfileInitialValues(details: RestaurantDetailsResponse): RestaurantProfileValues {
  const { restaurant, emailAddress } = details;
  return {
    restaurantName: restaurant.restaurantName,
    restaurantCategoryIds: restaurant.restaurantCategories.map((category) => String(category.restaurantCategoryId)),
    hasEmail: Boolean(emailAddress),
    emailAddress: emailAddress ?? '',
    restaurantImages: [],
  };
}

/** The profile form as the update calls take it: trimmed, the email lowercased. */
export function toRestaurantProfileForm(values: RestaurantProfileValues): RestaurantProfileForm {
  return {
    restaurantName: values.restaurantName.trim(),
    restaurantCategoryIds: values.restaurantCategoryIds.map(Number),
    ...(values.hasEmail ? { emailAddress: normaliseEmail(values.emailAddress) } : {}),
    ...(values.restaurantImages.length > 0 ? { restaurantImages: values.restaurantImages } : {}),
  };
}
