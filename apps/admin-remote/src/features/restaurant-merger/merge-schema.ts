import * as yup from 'yup';
import { nameRules } from '@console/rules';
import { nameField } from '@console/rules/yup';

/**
 * Spec §5 Merge: the new restaurant's name, required and at most 255 characters; and, once the preview is
 * shown, the access status after the merge (a super admin's choice; '' until the preview gives the rule's).
 */
export const mergeSchema = yup.object({
  newRestaurantName: nameField(nameRules.restaurantName),
  // Formik validates an empty value as undefined: optional until the preview sets it.
  accountStatus: yup.string().oneOf(['Approved', 'Suspended']),
});
export type MergeValues = yup.InferType<typeof mergeSchema>;
export const mergeInitialValues: MergeValues = { newRestaurantName: '', accountStatus: undefined };
