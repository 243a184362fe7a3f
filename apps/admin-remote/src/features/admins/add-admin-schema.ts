import * as yup from 'yup';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CreateAdministratorRequest } from '@console/api-client';

export const PASSWORD_POLICY_MESSAGE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)';

/** At least 8 of lowercase, uppercase, digits and !@#$%^&*, with one of each, and nothing else (spec §5). */
const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;

const NAME_MAX = 50;

/** Spec §5 Add Admin, word for word. The phone is E.164 from the phone field; only US numbers pass. */
export const addAdminSchema = yup.object({
  firstName: yup.string().trim().required("Admin's First Name is required").max(NAME_MAX, "Admin's First Name cannot exceed 50 characters"),
  lastName: yup.string().trim().required("Admin's Last Name is required").max(NAME_MAX, "Admin's Last Name cannot exceed 50 characters"),
  emailAddress: yup.string().trim().email('Invalid email').required('Email Address is required'),
  password: yup.string().required('Password is required').matches(PASSWORD_POLICY, PASSWORD_POLICY_MESSAGE),
  phoneNumber: yup
    .string()
    .required('Phone Number is required')
    .test('us-phone', 'Phone number is not valid', (value) => !value || isValidPhoneNumber(value, 'US')),
});

export type AddAdminValues = yup.InferType<typeof addAdminSchema>;

export const addAdminInitialValues: AddAdminValues = { firstName: '', lastName: '', emailAddress: '', password: '', phoneNumber: '' };

/** What the API receives: trimmed, the email lowercased, the country code split off the phone. */
export function toCreateAdministratorRequest(values: AddAdminValues): CreateAdministratorRequest {
  const phone = parsePhoneNumberFromString(values.phoneNumber, 'US');
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    emailAddress: values.emailAddress.trim().toLowerCase(),
    password: values.password,
    phoneCountryCode: phone ? `+${phone.countryCallingCode}` : '+1',
    phoneNumber: phone ? String(phone.nationalNumber) : values.phoneNumber.replace(/^\+1/, ''),
  };
}
