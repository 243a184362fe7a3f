// The form side of the rules: yup fields built from the same checks and messages the API uses.
import * as yup from 'yup';
import {
  claimOptionProblem,
  dealEndDateProblem,
  dealStartDateProblem,
  imageCountProblem,
  imageFileProblem,
  selectionProblem,
  isEmail,
  isPrice,
  menuItemMessages,
  todayAsDateField,
  isVerificationCode,
  meetsPasswordPolicy,
  passwordMessages,
  emailMessages,
  phoneMessages,
  usPhoneProblem,
  verificationCodeMessages,
  type NameRule,
  type TextRule,
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

/** The password in use, which changing the password or the sign-in email asks for (checked by the API). */
export const currentPasswordField = () => yup.string().required(passwordMessages.currentRequired);

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

/** A free text within its limit, trimmed; add `.required(…)` where the form needs it. */
export const textField = (rule: TextRule) => yup.string().trim().max(rule.max, rule.tooLong);

/** A US phone number as the phone field holds it (E.164). */
export const usPhoneField = () =>
  yup
    .string()
    .required(phoneMessages.required)
    .test('us-phone', phoneMessages.invalid, (value) => !value || usPhoneProblem(value) === undefined);

/** Spec §5 Menu item: digits with up to 2 decimals, as the price field holds them (text). */
export const priceField = () =>
  yup
    .string()
    .trim()
    .required(menuItemMessages.priceRequired)
    .test('price', menuItemMessages.price, (value) => !value || isPrice(value));

/** An optional image file (a File or anything with a name); only the §5 types pass. */
export const imageFileField = () =>
  yup
    .mixed<{ name: string }>()
    .nullable()
    .test('image-type', (value, context) => {
      const problem = imageFileProblem(value?.name);
      return problem ? context.createError({ message: problem }) : true;
    });

/**
 * The images picked for a set (spec §5 Images): each of the allowed types, and with the images the set
 * already holds (the validation context's `storedImageCount`) at most 5 in all.
 */
export const imageFilesField = () =>
  yup
    .array(yup.mixed<{ name: string }>().required())
    .default([])
    .test('image-types', function imageTypes(files) {
      const problem = (files ?? []).map((file) => imageFileProblem(file?.name || 'unnamed')).find(Boolean);
      return problem ? this.createError({ message: problem }) : true;
    })
    .test('image-count', function imageCount(files) {
      const stored = Number((this.options.context as { storedImageCount?: number } | undefined)?.storedImageCount ?? 0);
      const problem = imageCountProblem(stored, files?.length ?? 0);
      return problem ? this.createError({ message: problem }) : true;
    });

/** At least one of a list (categories, food items, tags, users); `message` is the spec's sentence for it. */
export const selectionField = <T extends yup.AnySchema>(item: T, message: string) => yup.array(item).min(1, message).required(message);

/**
 * The same rule for a list that may hold thousands of ids (every app user): judged by its length only,
 * so a keystroke elsewhere in the form does not check each id again.
 */
export const largeSelectionField = (message: string) =>
  yup
    .array()
    .required(message)
    .test('at-least-one', message, (value) => selectionProblem(value, message) === undefined);

/** The deal's start date (yyyy-MM-dd); the add form refuses the past, the edit form (`allowPast`) does not. */
export const dealStartDateField = ({ allowPast = false }: { allowPast?: boolean } = {}) =>
  yup
    .string()
    .nullable()
    .test('deal-start-date', (value, context) => {
      // Today is asked for at validation time, so a form left open past midnight still judges by today.
      const problem = dealStartDateProblem(value, allowPast ? null : todayAsDateField());
      return problem ? context.createError({ message: problem }) : true;
    });

/** The optional end date, compared with the form's `startDate`. */
export const dealEndDateField = (startDateField = 'startDate') =>
  yup
    .string()
    .nullable()
    .test('deal-end-date', function endDate(value) {
      const problem = dealEndDateProblem(value, this.parent[startDateField]);
      return problem ? this.createError({ message: problem }) : true;
    });

/** One of the mutually exclusive claim options ('unlimited' or 'one-time'). */
export const claimOptionField = () =>
  yup
    .string()
    .nullable()
    .test('claim-option', (value, context) => {
      const problem = claimOptionProblem(value);
      return problem ? context.createError({ message: problem }) : true;
    });
