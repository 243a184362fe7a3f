import * as yup from 'yup';
import { emailRule } from '../../shared/credential-rules';

export const loginSchema = yup.object({
  emailAddress: emailRule,
  password: yup.string().required('Password is required'),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

export const loginInitialValues: LoginValues = { emailAddress: '', password: '' };
