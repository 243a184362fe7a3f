import * as yup from 'yup';
import type { CreateAdministratorRequest } from '@console/api-client';
import { nameRules, normaliseEmail, splitUsPhone } from '@console/rules';
import { emailField, nameField, passwordField, usPhoneField } from '@console/rules/yup';

/** Spec §5 Add Admin. The phone is E.164 from the phone field; only US numbers pass. */
export const addAdminSchema = yup.object({
  firstName: nameField(nameRules.adminFirstName),
  lastName: nameField(nameRules.adminLastName),
  emailAddress: emailField(),
  password: passwordField(),
  phoneNumber: usPhoneField(),
});

export type AddAdminValues = yup.InferType<typeof addAdminSchema>;

export const addAdminInitialValues: AddAdminValues = { firstName: '', lastName: '', emailAddress: '', password: '', phoneNumber: '' };

/** What the API receives: trimmed, the email lowercased, the country code split off the phone. */
export function toCreateAdministratorRequest(values: AddAdminValues): CreateAdministratorRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    emailAddress: normaliseEmail(values.emailAddress),
    password: values.password,
    ...splitUsPhone(values.phoneNumber),
  };
}
