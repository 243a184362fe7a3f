import { meetsPasswordRule, passwordMessages } from './passwords';
import { usPhoneProblem } from './phones';

/** The spec's §5 'New restaurant' rules, shared by createRestaurant and the restaurants CSV import. */
export const restaurantMessages = {
  nameRequired: 'Restaurant Name is required',
  nameTooLong: 'Restaurant Name cannot exceed 255 characters',
  categoryRequired: 'Select at least one category',
  locationsRequired: 'Please add a location first',
  locationRequired: 'Location is required',
  emailRequired: 'Email Address is required',
  invalidEmail: 'Invalid email',
  passwordRequired: passwordMessages.passwordRequired,
} as const;

export const RESTAURANT_NAME_MAX = 255;

export interface LocationInput {
  streetAddress?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  phoneCountryCode?: string | null;
  phoneNumber?: string | null;
}

/** A problem with one field: `field` is the request field or CSV column. */
export interface FieldProblem {
  field: string;
  reason: string;
}

// The same shape Ajv's "email" format accepts (ajv-formats, fast mode).
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function emailProblem(email: string | undefined | null): string | undefined {
  const trimmed = email?.trim() ?? '';
  if (!trimmed) return restaurantMessages.emailRequired;
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) return restaurantMessages.invalidEmail;
  return undefined;
}

export function restaurantNameProblem(name: string | undefined | null): string | undefined {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) return restaurantMessages.nameRequired;
  if (trimmed.length > RESTAURANT_NAME_MAX) return restaurantMessages.nameTooLong;
  return undefined;
}

export function passwordProblem(password: string | undefined | null): string | undefined {
  if (!password) return restaurantMessages.passwordRequired;
  return meetsPasswordRule(password) ? undefined : passwordMessages.rule;
}

const LIMITS: Array<[keyof LocationInput, number]> = [['city', 255], ['state', 255], ['zipCode', 20], ['country', 255]];
const LABELS: Partial<Record<keyof LocationInput, string>> = { city: 'City', state: 'State', zipCode: 'Zip Code', country: 'Country' };

/** Every rule one location breaks: an address with coordinates, and a valid US phone number. */
export function locationProblems(location: LocationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const street = location.streetAddress?.trim() ?? '';
  if (!street) problems.push({ field: 'streetAddress', reason: restaurantMessages.locationRequired });
  else if (street.length > 255) problems.push({ field: 'streetAddress', reason: 'Street Address cannot exceed 255 characters' });
  for (const [field, limit] of LIMITS) {
    const value = location[field];
    if (typeof value === 'string' && value.trim().length > limit) {
      problems.push({ field, reason: `${LABELS[field]} cannot exceed ${limit} characters` });
    }
  }
  if (!isCoordinate(location.latitude, 90)) problems.push({ field: 'latitude', reason: restaurantMessages.locationRequired });
  if (!isCoordinate(location.longitude, 180)) problems.push({ field: 'longitude', reason: restaurantMessages.locationRequired });
  const phone = usPhoneProblem(location.phoneCountryCode, location.phoneNumber);
  if (phone) problems.push({ field: 'phoneNumber', reason: phone });
  return problems;
}

function isCoordinate(value: number | null | undefined, limit: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** Optional text as stored: trimmed, empty becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
