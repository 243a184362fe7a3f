import { emailProblem, nameProblem, nameRules, passwordProblem, restaurantMessages as ruleMessages, usPhoneProblem } from '@console/rules';

/** The spec's §5 'New restaurant' rules (from @console/rules), shared by createRestaurant and the restaurants CSV import. */
export const restaurantMessages = {
  ...ruleMessages,
  nameRequired: nameRules.restaurantName.required,
  // Given but not a coordinate (a CSV's 200, or a word): the range, not 'Location is required'.
  latitudeRange: 'Latitude must be a number from -90 to 90',
  longitudeRange: 'Longitude must be a number from -180 to 180',
} as const;

export { emailProblem, passwordProblem };

export const restaurantNameProblem = (name: string | undefined | null) => nameProblem(nameRules.restaurantName, name);

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

const LIMITS: Array<[keyof LocationInput, number]> = [
  ['city', 255],
  ['state', 255],
  ['zipCode', 20],
  ['country', 255],
];
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
  const latitude = coordinateProblem(location.latitude, 90, restaurantMessages.latitudeRange);
  if (latitude) problems.push({ field: 'latitude', reason: latitude });
  const longitude = coordinateProblem(location.longitude, 180, restaurantMessages.longitudeRange);
  if (longitude) problems.push({ field: 'longitude', reason: longitude });
  const phone = usPhoneProblem(location.phoneNumber, location.phoneCountryCode ?? '+1');
  if (phone) problems.push({ field: 'phoneNumber', reason: phone });
  return problems;
}

/** None given: the spec's 'Location is required'; given (NaN for text that is no number) but outside ±limit: the range. */
function coordinateProblem(value: number | null | undefined, limit: number, range: string): string | undefined {
  if (value === null || value === undefined) return restaurantMessages.locationRequired;
  return Number.isFinite(value) && Math.abs(value) <= limit ? undefined : range;
}

/** Optional text as stored: trimmed, empty becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
