import type { FormikErrors } from 'formik';
import { emailMessages, passwordMessages } from '@console/rules';
import { lazyValidation } from '@console/ui';
import type { LoginValues } from './login-schema';

export type { LoginValues };

export const loginInitialValues: LoginValues = { emailAddress: '', password: '' };

/** What loginSchema says of the empty form (login-schema.spec.ts holds them to it): Login starts disabled. */
export const loginInitialErrors: FormikErrors<LoginValues> = {
  emailAddress: emailMessages.required,
  password: passwordMessages.passwordRequired,
};

/** The form's validation, its yup schema fetched once the screen is drawn rather than before it. */
export const loginValidation = lazyValidation<LoginValues>(() => import('./login-schema').then((module) => module.loginSchema));
