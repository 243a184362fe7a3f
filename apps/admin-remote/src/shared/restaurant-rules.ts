import * as yup from 'yup';

/** Spec §5, word for word: the rules the restaurant forms of this domain share. */
export const restaurantNameRule = yup
  .string()
  .trim()
  .required('Restaurant Name is required')
  .max(255, 'Restaurant Name cannot exceed 255 characters');

export const PASSWORD_POLICY_MESSAGE =
  'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one number, and one special character (!@#$%^&*)';

/** At least 8 of lowercase, uppercase, digits and !@#$%^&*, with one of each, and nothing else. */
const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;

export const passwordRule = yup.string().required('Password is required').matches(PASSWORD_POLICY, PASSWORD_POLICY_MESSAGE);

export const emailRule = yup.string().trim().email('Invalid email').required('Email Address is required');

/** Spec §5: the email goes out lowercased and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
