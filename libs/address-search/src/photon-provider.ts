import type { LocationPrecision } from '@console/api-client';
import type { AddressLocation, AddressProvider, AddressSuggestion, AddressSuggestions } from './address-provider';
import { cachedSuggestions } from './suggestion-cache';
import { stateCodeOf } from './us-states';

/** One result of Photon's /api, only what is read here (GeoJSON; github.com/komoot/photon docs/api-v1.md). */
export interface PhotonFeature {
  type?: 'Feature';
  /** GeoJSON order: [longitude, latitude]. */
  geometry: { type?: 'Point'; coordinates: [number, number] };
  properties: {
    osm_type?: string;
    osm_id?: number;
    osm_key?: string;
    osm_value?: string;
    /** The address layer: house, street, locality, district, city, county, state, country, other. */
    type?: string;
    name?: string;
    housenumber?: string;
    street?: string;
    postcode?: string;
    district?: string;
    city?: string;
    state?: string;
    country?: string;
    countrycode?: string;
  };
}

/** How many places one search asks for (the field lists them all). */
export const PHOTON_LIMIT = 10;
/**
 * The United States with Alaska and Hawaii (minLon,minLat,maxLon,maxLat): Photon's bbox filter, there since
 * 0.3.2, so that foreign places do not fill the list; the country code below is what decides.
 */
const UNITED_STATES_BOX = '-180,18,-65,72';
export const PHOTON_NOTHING_FOUND_HINT = 'Type a US street address with its city, e.g. 100 Congress Ave, Austin, TX.';

const PRECISION_OF_LAYER: Record<string, LocationPrecision> = {
  house: 'rooftop',
  street: 'street',
  postcode: 'zip',
  city: 'city',
  town: 'city',
  village: 'city',
  district: 'city',
  locality: 'city',
};

/** A county, a state, a country or a mountain is no restaurant location: it is not offered. */
function precisionOf({ type, osm_value }: PhotonFeature['properties']): LocationPrecision | undefined {
  if (osm_value === 'postcode' || osm_value === 'postal_code') return 'zip';
  return PRECISION_OF_LAYER[type ?? ''];
}

/** A five-digit ZIP (a ZIP+4 keeps its five), else '': the field then asks for it. */
const zipOf = (postcode: string | undefined) => /^(\d{5})(?:-\d{4})?$/.exec(postcode?.trim() ?? '')?.[1] ?? '';

interface PhotonSuggestion extends AddressSuggestion {
  location: AddressLocation;
}

function suggestionOf(feature: PhotonFeature): PhotonSuggestion | undefined {
  const properties = feature.properties ?? {};
  const precision = precisionOf(properties);
  const [longitude, latitude] = feature.geometry?.coordinates ?? [];
  if (properties.countrycode?.toUpperCase() !== 'US' || !precision) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  const { name = '', housenumber, street, postcode, district } = properties;
  const streetLevel = precision === 'rooftop' || precision === 'street';
  const city = properties.city ?? (precision === 'city' ? (properties.type === 'district' && district ? district : name) : '');
  // A city's own postcode tag is one ZIP among many: a city-wide result keeps the ZIP empty.
  const zipCode = precision === 'city' ? '' : zipOf(postcode ?? (precision === 'zip' ? name : undefined));
  const state = stateCodeOf(properties.state);
  const onStreet =
    housenumber && street ? `${housenumber} ${street}` : streetLevel ? name || [housenumber, street].filter(Boolean).join(' ') : '';
  // A place coarser than a street is named as the gazetteer names it: 'Austin, TX', 'Austin, TX 78701'
  // (a part of a city, 'Hyde Park, Austin, TX').
  const area = [precision === 'city' && name !== city ? name : '', city, `${state} ${zipCode}`.trim()].filter(Boolean).join(', ');
  const location: AddressLocation = {
    streetAddress: onStreet || area,
    city,
    state,
    zipCode,
    country: 'US',
    latitude,
    longitude,
    locationPrecision: precision,
    locationSource: 'photon',
  };
  // A named place at an address (a shop, a hall) is shown by its name first.
  const place = name && housenumber && name !== onStreet ? name : '';
  const label = [place, onStreet, area, 'USA'].filter(Boolean).join(', ');
  const id =
    properties.osm_type && properties.osm_id !== undefined
      ? `${properties.osm_type}${properties.osm_id}`
      : `${longitude},${latitude},${label}`;
  return { id, label, location };
}

/** GET {root}/api; every way it can fail becomes an Error that says so (an abort is the caller's). */
async function askPhoton(root: string, text: string, signal: AbortSignal | undefined): Promise<PhotonFeature[]> {
  const query = new URLSearchParams({ q: text.trim(), limit: String(PHOTON_LIMIT), lang: 'en', bbox: UNITED_STATES_BOX });
  let response: Response;
  try {
    response = await fetch(`${root}/api?${query}`, { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`The address search failed: the geocoder at ${root} could not be reached`, { cause: error });
  }
  if (!response.ok) throw new Error(`The address search failed: the geocoder answered ${response.status}`);
  const answer = (await response.json().catch(() => null)) as { features?: unknown } | null;
  if (!Array.isArray(answer?.features)) throw new Error('The address search failed: the geocoder did not answer in GeoJSON');
  return answer.features as PhotonFeature[];
}

/**
 * A Photon-compatible geocoder (komoot's Photon on OpenStreetMap data, self-hosted or not): street-level
 * US places without a Google key. `geocoderUrl` is its root (its /api is asked); the browser calls it, so
 * it must send CORS headers (Photon's -cors-any) and be in the page's connect-src (GEOCODER_URL does both).
 */
export function photonAddressProvider(geocoderUrl: string): AddressProvider {
  const root = geocoderUrl.replace(/\/+$/, '');
  return {
    suggest(text, signal) {
      return cachedSuggestions(
        `photon ${root}`,
        text,
        async (): Promise<AddressSuggestions> => {
          const features = await askPhoton(root, text, signal);
          const suggestions = features.map(suggestionOf).filter((found): found is PhotonSuggestion => found !== undefined);
          const unique = suggestions.filter((found, index) => suggestions.findIndex(({ id }) => id === found.id) === index);
          return { suggestions: unique, ...(unique.length === 0 ? { hint: PHOTON_NOTHING_FOUND_HINT } : {}) };
        },
        signal,
      );
    },
    async resolve(suggestion) {
      return (suggestion as PhotonSuggestion).location;
    },
  };
}
