import * as yup from 'yup';
import { restaurantNameRule } from '../../shared/restaurant-rules';

/** Spec §5 Merge: the new restaurant's name, required and at most 255 characters. */
export const mergeSchema = yup.object({ newRestaurantName: restaurantNameRule });
export type MergeValues = yup.InferType<typeof mergeSchema>;
export const mergeInitialValues: MergeValues = { newRestaurantName: '' };
