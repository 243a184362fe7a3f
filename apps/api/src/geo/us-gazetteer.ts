import * as zipcodes from 'zipcodes';
import type { ZipCodeRecord } from 'zipcodes';

export interface AddressSuggestion {
  suggestionId: string;
  label: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number;
  longitude: number;
}

interface CityEntry {
  key: string;
  record: ZipCodeRecord;
}

/** One entry per US city and state (its lowest ZIP stands for it), sorted by name; built on first use. */
let cityIndex: CityEntry[] | undefined;
let usCodes: ZipCodeRecord[] | undefined;

function usRecords(): ZipCodeRecord[] {
  usCodes ??= Object.values(zipcodes.codes)
    .filter((record) => record.country === 'US')
    .sort((a, b) => a.zip.localeCompare(b.zip));
  return usCodes;
}

function cities(): CityEntry[] {
  if (!cityIndex) {
    const byCity = new Map<string, ZipCodeRecord>();
    for (const record of usRecords()) {
      const key = `${record.city.toLowerCase()}|${record.state}`;
      if (!byCity.has(key)) byCity.set(key, record);
    }
    cityIndex = [...byCity.entries()].map(([key, record]) => ({ key, record })).sort((a, b) => a.key.localeCompare(b.key));
  }
  return cityIndex;
}

/** 'TX', 'tx' or 'Texas' → 'TX'. */
function stateCode(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  if (zipcodes.states.abbr[upper]) return upper;
  return zipcodes.states.full[upper];
}

const TRAILING_ZIP = /(^|[ ,])(\d{5})(?:-\d{4})?$/;
const STREET_START = /^\d+[A-Za-z]?\s+\S/;

/**
 * The ZIP where addresses put it: the last word of the text, after a state, a city or a street
 * ('Austin, TX 78701', '9400 Wilshire Blvd 90210'), or alone ('78701'). Five digits that open a street
 * part ('12345 Research Blvd, Austin') are a house number, even when some town has that ZIP.
 */
function trailingZip(text: string): { zip: string; index: number } | undefined {
  const match = TRAILING_ZIP.exec(text);
  return match ? { zip: match[2], index: match.index + match[1].length } : undefined;
}

function toSuggestion(record: ZipCodeRecord, street: string): AddressSuggestion {
  const place = `${record.city}, ${record.state} ${record.zip}, USA`;
  const streetAddress = street || `${record.city}, ${record.state} ${record.zip}`;
  return {
    suggestionId: `${record.zip}:${street.toLowerCase()}`,
    label: street ? `${street}, ${place}` : place,
    streetAddress,
    city: record.city,
    state: record.state,
    zipCode: record.zip,
    country: 'US',
    latitude: record.latitude,
    longitude: record.longitude,
  };
}

/**
 * US places for the text typed in an address input: a full ZIP where addresses put it (trailingZip), a
 * ZIP prefix, or a city name prefix optionally followed by a state ('aus', 'Austin, TX', 'austin texas').
 * A street part before the first comma, or before the ZIP, is kept as the street address.
 */
export function suggestUsAddresses(query: string, limit = 10): AddressSuggestion[] {
  const text = query.trim().replace(/\s+/g, ' ');
  if (!text) return [];

  const fullZip = trailingZip(text);
  if (fullZip) {
    const record = zipcodes.lookup(fullZip.zip);
    if (!record || record.country !== 'US') return [];
    const before = text.slice(0, fullZip.index).split(',')[0].trim();
    return [toSuggestion(record, STREET_START.test(before) ? before : '')];
  }

  if (/^\d{1,4}$/.test(text)) {
    return usRecords()
      .filter((record) => record.zip.startsWith(text))
      .slice(0, limit)
      .map((record) => toSuggestion(record, ''));
  }

  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const street = parts.length > 1 && STREET_START.test(parts[0]) ? (parts.shift() ?? '') : '';
  let cityText = parts[0] ?? '';
  let state = parts[1] ? stateCode(parts[1]) : undefined;
  if (parts[1] && !state) return [];
  if (!state) {
    // 'austin tx' or 'austin texas': a trailing state without a comma.
    const words = cityText.split(' ');
    for (let take = Math.min(3, words.length - 1); take >= 1 && !state; take -= 1) {
      const code = stateCode(words.slice(-take).join(' '));
      if (code) {
        state = code;
        cityText = words.slice(0, -take).join(' ');
      }
    }
  }
  let matches = matchCities(cityText, state);
  // 'san de' is not San in Delaware: a trailing word that only looks like a state is retried as a name.
  if (!matches.length && state && parts.length === 1) matches = matchCities(parts[0], undefined);
  return matches.slice(0, limit).map(({ record }) => toSuggestion(record, street));
}

function matchCities(cityText: string, state: string | undefined): CityEntry[] {
  const prefix = cityText.toLowerCase();
  if (!prefix) return [];
  const matches = cities().filter(({ key, record }) => key.startsWith(prefix) && (!state || record.state === state));
  // Exact city names first (Austin before Austinburg), then alphabetical.
  matches.sort((a, b) => Number(b.record.city.toLowerCase() === prefix) - Number(a.record.city.toLowerCase() === prefix));
  return matches;
}
