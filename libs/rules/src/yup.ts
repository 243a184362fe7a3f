// The form side of the rules: yup fields built from the same checks and messages the API uses.
import * as yup from 'yup';
import {
  isEmail,
  isVerificationCode,
  meetsPasswordPolicy,
  passwordMessages,
  emailMessages,
  phoneMessages,
  usPhoneProblem,
  verificationCodeMessages,
  type NameRule,
} from './index';

/** Spec §5: required and valid; trimmed before it is checked. */
export const emailField = () =>
  yup
    .string()
    .trim()
    .required(emailMessages.required)
    .test('email', emailMessages.invalid, (value) => !value || isEmail(value));

/** A password that must meet the policy; `required` is 'Password is required' or 'New Password is required'. */
export const passwordField = (required: string = passwordMessages.passwordRequired) =>
  yup
    .string()
    .required(required)
    .test('password-policy', passwordMessages.rule, (value) => !value || meetsPasswordPolicy(value));

export const newPasswordField = () => passwordField(passwordMessages.newPasswordRequired);

/** Must equal the form's `newPassword`; an empty one is only 'required', as the API says. */
export const confirmPasswordField = (passwordField = 'newPassword') =>
  yup
    .string()
    .required(passwordMessages.confirmRequired)
    .test('passwords-match', passwordMessages.mustMatch, function matches(value) {
      return !value || value === this.parent[passwordField];
    });

export const verificationCodeField = () =>
  yup
    .string()
    .required(verificationCodeMessages.required)
    .test('six-digits', verificationCodeMessages.format, (value) => !value || isVerificationCode(value));

/** A required name within its §9 limit, trimmed. */
export const nameField = (rule: NameRule) => yup.string().trim().required(rule.required).max(rule.max, rule.tooLong);

/** A US phone number as the phone field holds it (E.164). */
export const usPhoneField = () =>
  yup
    .string()
    .required(phoneMessages.required)
    .test('us-phone', phoneMessages.invalid, (value) => !value || usPhoneProblem(value) === undefined);
