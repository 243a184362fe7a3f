import type { ZipCodeRecord } from 'zipcodes';
import type { ContractSchema } from '../http/contract-types';
import { citiesNamed, citiesStartingWith, findZip, stateCode, zipsStartingWith, type UsCity } from './us-places';

/*
 * The embedded US gazetteer (getAddressSuggestions): cities and ZIP codes, no streets. It never invents
 * what it does not know: a city comes with its centre and no ZIP (unless it has only one), a ZIP with
 * its centre; each suggestion says which (`precision`), and the location saved from it keeps that.
 */

export type AddressSuggestion = ContractSchema<'AddressSuggestion'>;

export interface AddressSuggestions {
  suggestions: AddressSuggestion[];
  /** When nothing was found: what to type instead. */
  message?: string;
}

export const gazetteerMessages = {
  nothingFound: 'No places found. Type a city and state (Austin, TX), a street and city (100 Congress Ave, Austin, TX) or a ZIP code.',
  streetWithoutCity: 'No places found. Add the city after the street: 100 Congress Ave, Austin, TX.',
  unknownZip: (zip: string) => `No places found. ${zip} is not a US ZIP code; check it, or type a city and state (Austin, TX).`,
} as const;

const TRAILING_ZIP = /(^|[ ,])(\d{5})(?:-\d{4})?$/;
/** A house number and a word: what opens a street part. */
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

function zipSuggestion(record: ZipCodeRecord, street: string): AddressSuggestion {
  const place = `${record.city}, ${record.state} ${record.zip}`;
  return {
    suggestionId: `${record.zip}:${street.toLowerCase()}`,
    label: `${street ? `${street}, ` : ''}${place}, USA`,
    streetAddress: street || place,
    city: record.city,
    state: record.state,
    zipCode: record.zip,
    country: 'US',
    latitude: record.latitude,
    longitude: record.longitude,
    precision: 'zip',
  };
}

/** A city at its centre; its ZIP only when it has exactly one, since any other would be a guess. */
function citySuggestion(city: UsCity, street: string): AddressSuggestion {
  const zipCode = city.zips.length === 1 ? city.zips[0] : '';
  const place = `${city.name}, ${city.state}${zipCode ? ` ${zipCode}` : ''}`;
  return {
    suggestionId: `${city.key}:${street.toLowerCase()}`,
    label: `${street ? `${street}, ` : ''}${place}, USA`,
    streetAddress: street || place,
    city: city.name,
    state: city.state,
    zipCode,
    country: 'US',
    latitude: city.latitude,
    longitude: city.longitude,
    precision: 'city',
  };
}

/**
 * Best first: the exact name before a longer one ('Austin' before 'Austinburg'), then larger places (more
 * ZIP codes: Austin, TX before Austin, MN, and before Austell, GA for 'aus'), then by name and state.
 */
function rank(cities: UsCity[], typed: string): UsCity[] {
  const name = typed.toLowerCase();
  const exact = (city: UsCity) => Number(city.name.toLowerCase() === name);
  return [...cities].sort((a, b) => exact(b) - exact(a) || b.zips.length - a.zips.length || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The street before a full ZIP: the first comma part, or without commas what is left of the city and state. */
function streetBeforeZip(before: string, record: ZipCodeRecord): string {
  let street = before.split(',')[0].trim();
  if (!before.includes(',')) {
    const words = street.split(' ');
    for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
      if (stateCode(words.slice(-take).join(' ')) === record.state) {
        words.splice(-take);
        break;
      }
    }
    const cityWords = record.city.split(' ').length;
    if (words.length > cityWords && words.slice(-cityWords).join(' ').toLowerCase() === record.city.toLowerCase()) words.splice(-cityWords);
    street = words.join(' ');
  }
  return STREET_START.test(street) ? street : '';
}

/** 'austin tx' or 'austin new york': a trailing state (1 to 3 words) without a comma, and what is before it. */
function trailingState(words: string[]): { state: string; rest: string[] } | undefined {
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const state = stateCode(words.slice(-take).join(' '));
    if (state) return { state, rest: words.slice(0, -take) };
  }
  return undefined;
}

/**
 * A street and city without commas ('100 Congress Ave Austin', '100 Congress Ave Austin TX'): the last one
 * to three words as an exact city name (the longest that is one), in the trailing state when there is one.
 * The street left must still be a house number and a word.
 */
function streetThenCity(text: string): { street: string; cities: UsCity[] } | undefined {
  const words = text.split(' ');
  const readings = [trailingState(words), { state: undefined, rest: words }].filter((reading) => reading !== undefined);
  for (const { state, rest } of readings) {
    for (let take = Math.min(3, rest.length - 2); take >= 1; take--) {
      const street = rest.slice(0, -take).join(' ');
      if (!STREET_START.test(street)) continue;
      const name = rest.slice(-take).join(' ');
      const cities = citiesNamed(name, state);
      if (cities.length) return { street, cities: rank(cities, name) };
    }
  }
  return cityBeingTyped(words);
}

/** The words that end a street name ('Ave', 'Street'…): after one, a word is the city being typed. */
const STREET_TYPE =
  /^(ave|avenue|st|street|blvd|boulevard|rd|road|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|trl|trail|cir|circle|ter|terrace|sq|square|plz|plaza|loop|row|walk)\.?$/i;

/**
 * '100 Congress Ave Aus': the city still being typed after a street that ends with its type ('Ave'), read
 * as a city name prefix (up to three words), so places come while the city is typed, not only once it is whole.
 */
function cityBeingTyped(words: string[]): { street: string; cities: UsCity[] } | undefined {
  for (let take = 1; take <= Math.min(3, words.length - 2); take++) {
    const streetWords = words.slice(0, -take);
    const street = streetWords.join(' ');
    if (!STREET_START.test(street) || !STREET_TYPE.test(streetWords[streetWords.length - 1])) continue;
    const prefix = words.slice(-take).join(' ');
    const cities = citiesStartingWith(prefix.toLowerCase());
    return cities.length ? { street, cities: rank(cities, prefix) } : undefined;
  }
  return undefined;
}

/** A city name prefix with an optional state, after a comma or not ('aus', 'Austin, TX', 'austin texas'). */
function cityMatches(parts: string[]): UsCity[] {
  let cityText = parts[0] ?? '';
  let state = parts[1] ? stateCode(parts[1]) : undefined;
  if (parts[1] && !state) return [];
  if (!parts[1]) {
    const reading = trailingState(cityText.split(' '));
    if (reading) [state, cityText] = [reading.state, reading.rest.join(' ')];
  }
  let matches = cityText ? citiesStartingWith(cityText.toLowerCase(), state) : [];
  // 'san de' is not San in Delaware: a trailing word that only looks like a state is retried as a name.
  if (!matches.length && state && parts.length === 1) {
    cityText = parts[0];
    matches = citiesStartingWith(cityText.toLowerCase());
  }
  return rank(matches, cityText);
}

/**
 * US places for the text typed in an address input: a full ZIP where addresses put it (trailingZip), a
 * ZIP prefix, a city name prefix with an optional state, or a street before a city (with or without
 * commas), the street kept as the street address. Nothing found comes with a message saying what to type.
 */
export function suggestUsAddresses(query: string, limit = 10): AddressSuggestions {
  const text = query.trim().replace(/\s+/g, ' ');
  const answer = (suggestions: AddressSuggestion[], message: string = gazetteerMessages.nothingFound): AddressSuggestions =>
    suggestions.length ? { suggestions } : { suggestions, message };

  const fullZip = trailingZip(text);
  if (fullZip) {
    const record = findZip(fullZip.zip);
    if (!record) return answer([], gazetteerMessages.unknownZip(fullZip.zip));
    return answer([zipSuggestion(record, streetBeforeZip(text.slice(0, fullZip.index), record))]);
  }
  if (/^\d{1,4}$/.test(text)) return answer(zipsStartingWith(text, limit).map((record) => zipSuggestion(record, '')));

  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 1 && STREET_START.test(text)) {
    const reading = streetThenCity(parts[0]);
    const suggestions = reading?.cities.slice(0, limit).map((city) => citySuggestion(city, reading.street)) ?? [];
    return answer(suggestions, gazetteerMessages.streetWithoutCity);
  }
  const street = parts.length > 1 && STREET_START.test(parts[0]) ? (parts.shift() ?? '') : '';
  return answer(
    cityMatches(parts)
      .slice(0, limit)
      .map((city) => citySuggestion(city, street)),
  );
}
