import * as yup from 'yup';
import { confirmPasswordRule, newPasswordRule } from '../../shared/credential-rules';

export const resetPasswordSchema = yup.object({
  resetCode: yup
    .string()
    .required('Verification Code is required')
    .matches(/^\d{6}$/, 'Verification Code must be exactly 6 digits long and contain only numbers'),
  newPassword: newPasswordRule,
  confirmPassword: confirmPasswordRule,
});

export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

export const resetPasswordInitialValues: ResetPasswordValues = { resetCode: '', newPassword: '', confirmPassword: '' };
