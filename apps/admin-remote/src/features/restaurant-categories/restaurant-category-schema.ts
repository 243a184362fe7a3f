import * as yup from 'yup';
import type { RestaurantCategory, RestaurantCategoryRequest } from '@console/api-client';

/** Spec §5 Restaurant category: the name is required, at most 50 characters; the description is free. */
export const restaurantCategorySchema = yup.object({
  restaurantCategoryName: yup
    .string()
    .trim()
    .required('Restaurant Category Name is required')
    .max(50, 'Restaurant Category Name cannot exceed 50 characters'),
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
