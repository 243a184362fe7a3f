import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  dealMessages,
  emailMessages,
  IMAGE_TYPES,
  imageMessages,
  MAX_IMAGES_PER_SET,
  menuItemMessages,
  passwordMessages,
  phoneMessages,
  verificationCodeMessages,
  type NameRule,
} from './messages';

/*
 * Each check answers the first §5 message a value breaks, or undefined when it is fine. The API calls
 * them as they are; the forms get them through @console/rules/yup, so both say the same words.
 */

/** One lowercase, one uppercase, one digit and one of !@#$%^&*, at least 8 of them, nothing else. */
const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,}$/;
// The shape Ajv's "email" format accepts, so a form never lets through what the API refuses.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const SIX_DIGITS = /^\d{6}$/;
const PRICE = /^\d+(\.\d{1,2})?$/;

export const meetsPasswordPolicy = (password: string) => PASSWORD_POLICY.test(password);
export const isEmail = (email: string) => email.length <= 254 && EMAIL.test(email);
export const isVerificationCode = (code: string) => SIX_DIGITS.test(code);
export const isPrice = (price: string) => PRICE.test(price);

/** Spec §5: the email goes out lowercased and trimmed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function passwordProblem(password: string | null | undefined, required: string = passwordMessages.passwordRequired) {
  if (!password) return required;
  return meetsPasswordPolicy(password) ? undefined : passwordMessages.rule;
}

/** A new password and its confirmation, as the reset and change-password forms send them. */
export function passwordChangeProblem({ newPassword, confirmPassword }: { newPassword?: string; confirmPassword?: string }) {
  const problem = passwordProblem(newPassword, passwordMessages.newPasswordRequired);
  if (problem) return problem;
  if (!confirmPassword) return passwordMessages.confirmRequired;
  return confirmPassword === newPassword ? undefined : passwordMessages.mustMatch;
}

export function emailProblem(email: string | null | undefined) {
  const trimmed = email?.trim() ?? '';
  if (!trimmed) return emailMessages.required;
  return isEmail(trimmed) ? undefined : emailMessages.invalid;
}

export function verificationCodeProblem(code: string | null | undefined) {
  if (!code) return verificationCodeMessages.required;
  return isVerificationCode(code) ? undefined : verificationCodeMessages.format;
}

export function nameProblem(rule: NameRule, name: string | null | undefined) {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return rule.required;
  return trimmed.length > rule.max ? rule.tooLong : undefined;
}

export function priceProblem(price: string | number | null | undefined) {
  const text = price === null || price === undefined ? '' : String(price).trim();
  if (!text) return menuItemMessages.priceRequired;
  return isPrice(text) ? undefined : menuItemMessages.price;
}

/**
 * Spec §5/§9: only US numbers. `phoneNumber` is what a phone field holds (E.164, '+15125550100') or the
 * national number the API stores ('5125550100'); `countryCode`, when the API gets it apart, must be +1.
 */
export function usPhoneProblem(phoneNumber: string | null | undefined, countryCode: string | null = '+1') {
  const number = phoneNumber?.trim() ?? '';
  if (!number) return phoneMessages.required;
  if ((countryCode ?? '+1').trim().replace(/^\+/, '') !== '1') return phoneMessages.invalid;
  return isValidPhoneNumber(number, 'US') ? undefined : phoneMessages.invalid;
}

/** A phone number as the API takes it: the calling code apart from the national number ('+1', '5125550100'). */
export function splitUsPhone(phoneNumber: string): { phoneCountryCode: string; phoneNumber: string } {
  const phone = parsePhoneNumberFromString(phoneNumber.trim(), 'US');
  if (!phone) return { phoneCountryCode: '+1', phoneNumber: phoneNumber.trim().replace(/^\+1/, '') };
  return { phoneCountryCode: `+${phone.countryCallingCode}`, phoneNumber: String(phone.nationalNumber) };
}

/** Spec §5 Images: png, jpg, gif, bmp or webp, judged by the file name's extension (jpeg is jpg). */
export function isImageFileName(fileName: string) {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return extension === 'jpeg' || (IMAGE_TYPES as readonly string[]).includes(extension);
}

/** An optional image: no file is fine, a file must be one of the §5 types. */
export function imageFileProblem(fileName: string | null | undefined) {
  if (!fileName) return undefined;
  return isImageFileName(fileName) ? undefined : imageMessages.unsupported;
}

/** Spec §9: a set holds at most 5 images, counting those it already has. */
export function imageCountProblem(existing: number, added: number) {
  return existing + added > MAX_IMAGES_PER_SET ? imageMessages.tooMany : undefined;
}

/** A list the user must pick at least one of (categories, food items, tags, users); `message` says which. */
export function selectionProblem(selected: readonly unknown[] | null | undefined, message: string) {
  return selected && selected.length > 0 ? undefined : message;
}

/** Today as the date fields hold it (yyyy-MM-dd, spec §5), in the user's own time zone. */
export function todayAsDateField(now: Date = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/*
 * Deal dates are yyyy-MM-dd strings, so they compare as text. The add form refuses a start before
 * `today`; the edit form passes `today: null` (no past-date rule there).
 */
export function dealStartDateProblem(startDate: string | null | undefined, today: string | null = todayAsDateField()) {
  if (!startDate) return dealMessages.startDateRequired;
  return today !== null && startDate < today ? dealMessages.startDateInPast : undefined;
}

/** The end date is optional; when there is one it cannot come before the start. */
export function dealEndDateProblem(endDate: string | null | undefined, startDate: string | null | undefined) {
  if (!endDate || !startDate) return undefined;
  return endDate < startDate ? dealMessages.endBeforeStart : undefined;
}

/** Spec §5 Deal: Unlimited Use and One-Time Use exclude each other, and one of them is needed. */
export type ClaimOption = 'unlimited' | 'one-time';

export function claimOptionProblem(option: string | null | undefined) {
  return option === 'unlimited' || option === 'one-time' ? undefined : dealMessages.claimOption;
}

/** What the API stores for the option: One-Time Use sends claimPerUser 1, Unlimited Use none. */
export const claimPerUserFor = (option: ClaimOption) => (option === 'one-time' ? 1 : null);
