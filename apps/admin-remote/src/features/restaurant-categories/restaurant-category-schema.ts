import * as yup from 'yup';
import type { RestaurantCategory, RestaurantCategoryRequest } from '@console/api-client';
import { nameRules } from '@console/rules';
import { nameField } from '@console/rules/yup';

/** Spec §5 Restaurant category: the name is required, at most 50 characters; the description is free. */
export const restaurantCategorySchema = yup.object({
  restaurantCategoryName: nameField(nameRules.restaurantCategoryName),
  description: yup.string(),
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
