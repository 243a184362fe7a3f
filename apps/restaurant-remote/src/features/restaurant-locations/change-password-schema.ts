import * as yup from 'yup';
import { confirmPasswordField, currentPasswordField, newPasswordField } from '@console/rules/yup';

/**
 * Spec §5 New password and Confirm password, as the reset and forced-change forms have them, after the
 * password in use: a session alone, were it taken, cannot set a new one (issue 36).
 */
export const changePasswordSchema = yup.object({
  currentPassword: currentPasswordField(),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});

export type ChangePasswordValues = yup.InferType<typeof changePasswordSchema>;

export const changePasswordInitialValues: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
