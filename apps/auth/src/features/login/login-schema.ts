import * as yup from 'yup';
import { passwordMessages } from '@console/rules';
import { emailField } from '@console/rules/yup';

/** Loaded on the form's first validation (login-values.ts: the login path carries no yup). */
export const loginSchema = yup.object({
  emailAddress: emailField(),
  password: yup.string().required(passwordMessages.passwordRequired),
});

export type LoginValues = yup.InferType<typeof loginSchema>;
