import * as yup from 'yup';
import { confirmPasswordField, newPasswordField, verificationCodeField } from '@console/rules/yup';

export const resetPasswordSchema = yup.object({
  resetCode: verificationCodeField(),
  newPassword: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const resetPasswordInitialValues: ResetPasswordValues = { resetCode: '', newPassword: '', confirmPassword: '' };
