import * as yup from 'yup';
import { passwordMessages } from '@console/rules';
import { emailField } from '@console/rules/yup';

export const loginSchema = yup.object({
  emailAddress: emailField(),
  password: yup.string().required(passwordMessages.passwordRequired),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

export const loginInitialValues: LoginValues = { emailAddress: '', password: '' };
