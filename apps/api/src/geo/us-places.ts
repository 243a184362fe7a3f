import * as zipcodes from 'zipcodes';
import type { ZipCodeRecord } from 'zipcodes';

/*
 * The US places the gazetteer knows, from the `zipcodes` package (ZIP centroids to 4 decimals), indexed
 * once on first use: every ZIP, and every city (a name in a state) with its ZIPs, its size and its centre.
 */

export interface UsCity {
  /** `austin|TX`: the name lower-cased, then the state; the index is sorted by it. */
  key: string;
  name: string;
  state: string;
  /** Its ZIP codes, ascending. */
  zips: string[];
  /**
   * Its centre: the median of its distinct ZIP centroids, each coordinate apart (a mean would follow the
   * data's slips: New York's ZIP 10200 sits at longitude +73.95). A city's centre, not a street's.
   */
  latitude: number;
  longitude: number;
}

interface UsPlaces {
  /** ZIPs with a location, ascending. */
  zips: ZipCodeRecord[];
  /** Cities sorted by key, for prefix search. */
  cities: UsCity[];
  /** Cities by their lower-cased name, for exact matches. */
  citiesByName: Map<string, UsCity[]>;
}

let places: UsPlaces | undefined;

/** The middle value (the mean of the middle two for an even count), to the data's 4 decimals. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  const value = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  return Math.round(value * 10_000) / 10_000;
}

function buildPlaces(): UsPlaces {
  // A few hundred military and PO-box ZIPs have no location (0, 0): they are no place to put a restaurant.
  const zips = Object.values(zipcodes.codes)
    .filter((record) => record.country === 'US' && (record.latitude !== 0 || record.longitude !== 0))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const byKey = new Map<string, ZipCodeRecord[]>();
  for (const record of zips) {
    const key = `${record.city.toLowerCase()}|${record.state}`;
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
  }
  const cities = [...byKey.entries()]
    .map(([key, records]): UsCity => {
      // PO-box ZIPs repeat a centroid: each point counts once.
      const points = [...new Map(records.map((record) => [`${record.latitude},${record.longitude}`, record])).values()];
      return {
        key,
        name: records[0].city,
        state: records[0].state,
        zips: records.map((record) => record.zip),
        latitude: median(points.map((point) => point.latitude)),
        longitude: median(points.map((point) => point.longitude)),
      };
    })
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const citiesByName = new Map<string, UsCity[]>();
  for (const city of cities) {
    const name = city.name.toLowerCase();
    citiesByName.set(name, [...(citiesByName.get(name) ?? []), city]);
  }
  return { zips, cities, citiesByName };
}

function usPlaces(): UsPlaces {
  places ??= buildPlaces();
  return places;
}

/** A ZIP's record, when it is a US place with a location. */
export function findZip(zip: string): ZipCodeRecord | undefined {
  const record = zipcodes.lookup(zip);
  return record && record.country === 'US' && (record.latitude !== 0 || record.longitude !== 0) ? record : undefined;
}

/** The ZIPs starting with `prefix`, ascending. */
export function zipsStartingWith(prefix: string, limit: number): ZipCodeRecord[] {
  const { zips } = usPlaces();
  const first = lowerBound(zips.length, (i) => zips[i].zip < prefix);
  const found: ZipCodeRecord[] = [];
  for (let i = first; i < zips.length && found.length < limit && zips[i].zip.startsWith(prefix); i++) found.push(zips[i]);
  return found;
}

/** The cities whose lower-cased name starts with `prefix` (in `state` when given). */
export function citiesStartingWith(prefix: string, state?: string): UsCity[] {
  const { cities } = usPlaces();
  const found: UsCity[] = [];
  for (let i = lowerBound(cities.length, (n) => cities[n].key < prefix); i < cities.length && cities[i].key.startsWith(prefix); i++) {
    if (!state || cities[i].state === state) found.push(cities[i]);
  }
  return found;
}

/** The cities named exactly `name` (case ignored), in `state` when given. */
export function citiesNamed(name: string, state?: string): UsCity[] {
  return (usPlaces().citiesByName.get(name.toLowerCase()) ?? []).filter((city) => !state || city.state === state);
}

/** 'TX', 'tx' or 'Texas' → 'TX'. */
export function stateCode(text: string): string | undefined {
  const upper = text.trim().toUpperCase();
  if (zipcodes.states.abbr[upper]) return upper;
  return zipcodes.states.full[upper];
}

/** The first index in [0, length) for which `before` is false; `before` must be true then false. */
function lowerBound(length: number, before: (index: number) => boolean): number {
  let [low, high] = [0, length];
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}
