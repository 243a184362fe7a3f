import { badRequest } from '../http/api-error';
import type { ContractSchema } from '../http/contract-types';
import { describeValidationIssue } from '../http/validation-message';

/*
 * How precise a location's coordinates are and where they came from (the contract's LocationPrecision and
 * LocationSource, stored in addresses.location_precision and location_source, migration 013).
 */

export type LocationPrecision = ContractSchema<'LocationPrecision'>;
export type LocationSource = ContractSchema<'LocationSource'>;

/** Every value, in the contract's order; `satisfies Record` fails to compile when the contract gains one. */
const PRECISIONS = { rooftop: 0, street: 1, zip: 2, city: 3, unknown: 4 } satisfies Record<LocationPrecision, number>;
const SOURCES = { google: 0, photon: 1, gazetteer: 2, 'csv-import': 3, demo: 4, unknown: 5 } satisfies Record<LocationSource, number>;
export const LOCATION_PRECISIONS = Object.keys(PRECISIONS) as LocationPrecision[];
export const LOCATION_SOURCES = Object.keys(SOURCES) as LocationSource[];

/** Coarser than street level: what location_precision=approximate keeps and the tables mark. */
export const APPROXIMATE_PRECISIONS: readonly LocationPrecision[] = ['zip', 'city'];

/**
 * The SQL condition of an approximate location of the table alias `a`. Written exactly as the partial index
 * addresses_approximate_idx (migration 013) is, so the planner uses it.
 */
export const approximateLocation = (alias: string) => `${alias}.location_precision IN ('zip', 'city')`;

/** What a location is written with when the request does not say: 'unknown' for both. */
export interface LocationQuality {
  locationPrecision?: LocationPrecision;
  locationSource?: LocationSource;
}

/**
 * A multipart form's text part that must be one of `values`; absent or empty is 'unknown'. Anything else
 * is the 400 a JSON body gets from the contract's enum ("Location Precision must be one of: …").
 */
export function enumPart<Value extends string>(text: string | undefined, field: string, values: readonly Value[]): Value | 'unknown' {
  if (!text) return 'unknown';
  if ((values as readonly string[]).includes(text)) return text as Value;
  const issue = { keyword: 'enum', instancePath: `/${field}`, params: { allowedValues: values } };
  throw badRequest(describeValidationIssue(issue, 'body'), field);
}
