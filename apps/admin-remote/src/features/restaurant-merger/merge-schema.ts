import * as yup from 'yup';
import { nameRules } from '@console/rules';
import { nameField } from '@console/rules/yup';

/** Spec §5 Merge: the new restaurant's name, required and at most 255 characters. */
export const mergeSchema = yup.object({ newRestaurantName: nameField(nameRules.restaurantName) });
export type MergeValues = yup.InferType<typeof mergeSchema>;
export const mergeInitialValues: MergeValues = { newRestaurantName: '' };
