import * as yup from 'yup';
import type { RestaurantCategory, RestaurantCategoryRequest } from '@console/api-client';
import { nameRules, textRules } from '@console/rules';
import { nameField, textField } from '@console/rules/yup';

/** Spec §5 Restaurant category: the name is required, at most 50 characters; the description is free (within our limit). */
export const restaurantCategorySchema = yup.object({
  restaurantCategoryName: nameField(nameRules.restaurantCategoryName),
  description: textField(textRules.restaurantCategoryDescription),
});

export type RestaurantCategoryValues = yup.InferType<typeof restaurantCategorySchema>;

export const restaurantCategoryInitialValues = (category?: RestaurantCategory | null): RestaurantCategoryValues => ({
  restaurantCategoryName: category?.restaurantCategoryName ?? '',
  description: category?.description ?? '',
});

export const toRestaurantCategoryRequest = (values: RestaurantCategoryValues): RestaurantCategoryRequest => ({
  restaurantCategoryName: values.restaurantCategoryName.trim(),
  description: (values.description ?? '').trim(),
});
