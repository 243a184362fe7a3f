import * as yup from 'yup';
import { confirmPasswordField, newPasswordField } from '@console/rules/yup';

/** Spec §5 New password and Confirm password, as the reset and forced-change forms have them. */
export const changePasswordSchema = yup.object({
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const changePasswordInitialValues: ChangePasswordValues = { newPassword: '', confirmPassword: '' };
