import type { LocationPrecision } from '@console/api-client';
import type { AddressLocation, AddressProvider, AddressSuggestion } from './address-provider';
import { cachedSuggestions } from './suggestion-cache';

// Only the parts of the Maps JavaScript API this provider uses (no @types/google.maps in the repo):
// Place Autocomplete's AutocompleteService with a session token, then the Geocoder for the chosen place.
interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GeocoderResult {
  address_components: AddressComponent[];
  geometry: {
    location: { lat(): number; lng(): number };
    location_type?: 'ROOFTOP' | 'RANGE_INTERPOLATED' | 'GEOMETRIC_CENTER' | 'APPROXIMATE';
  };
  types?: string[];
}
interface PlacePrediction {
  place_id: string;
  description: string;
}
type SessionToken = object;
interface MapsPlaces {
  AutocompleteService: new () => {
    getPlacePredictions(request: {
      input: string;
      componentRestrictions: { country: string };
      sessionToken?: SessionToken;
    }): Promise<{ predictions: PlacePrediction[] }>;
  };
  AutocompleteSessionToken: new () => SessionToken;
}
export interface MapsApi {
  Geocoder: new () => { geocode(request: { placeId: string }): Promise<{ results: GeocoderResult[] }> };
  importLibrary(name: 'places'): Promise<MapsPlaces>;
}

const globals = window as unknown as { google?: { maps?: Partial<MapsApi> } } & Record<string, unknown>;
let mapsScript: Promise<MapsApi> | undefined;

/** The Maps JavaScript API of the page: the one already loaded, or its script, loaded once. */
function loadMaps(apiKey: string): Promise<MapsApi> {
  if (globals.google?.maps?.importLibrary) return Promise.resolve(globals.google.maps as MapsApi);
  mapsScript ??= new Promise<MapsApi>((resolve, reject) => {
    const callback = `consoleMapsReady${Date.now()}`;
    globals[callback] = () => resolve(globals.google?.maps as MapsApi);
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&loading=async&libraries=places&callback=${callback}`;
    script.async = true;
    script.onerror = () => {
      mapsScript = undefined; // the next search tries again
      script.remove();
      reject(new Error('The Google Maps script could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return mapsScript;
}

const component = (components: AddressComponent[], types: string[], short = false) => {
  for (const type of types) {
    const found = components.find((item) => item.types.includes(type));
    if (found) return short ? found.short_name : found.long_name;
  }
  return '';
};

/**
 * How precise the Geocoder's coordinates are: its location_type, and for a centre (GEOMETRIC_CENTER,
 * APPROXIMATE) what the result is: an address or a street is street level, a ZIP its centre, else a city.
 */
function precisionOf(result: GeocoderResult): LocationPrecision {
  if (result.geometry.location_type === 'ROOFTOP') return 'rooftop';
  if (result.geometry.location_type === 'RANGE_INTERPOLATED') return 'street';
  const types = result.types ?? [];
  if (['street_address', 'premise', 'subpremise', 'route'].some((type) => types.includes(type))) return 'street';
  if (types.includes('postal_code')) return 'zip';
  return 'city';
}

/** Spec §7 Maps service: Places suggestions (US only), then geocoding for the components and coordinates. */
export function googlePlacesProvider(apiKey: string): AddressProvider {
  // One token from the first keystroke to the chosen place: Google bills the typing as one session.
  let sessionToken: SessionToken | undefined;
  return {
    async suggest(text, signal) {
      return cachedSuggestions(
        'google',
        text,
        async () => {
          const maps = await loadMaps(apiKey);
          const { AutocompleteService, AutocompleteSessionToken } = await maps.importLibrary('places');
          sessionToken ??= new AutocompleteSessionToken();
          const { predictions } = await new AutocompleteService().getPlacePredictions({
            input: text.trim(),
            componentRestrictions: { country: 'us' },
            sessionToken,
          });
          // The Maps API cannot cancel a request: the answer of a replaced one is dropped (cachedSuggestions).
          return {
            suggestions: predictions.map((prediction): AddressSuggestion => ({ id: prediction.place_id, label: prediction.description })),
          };
        },
        signal,
      );
    },
    async resolve(suggestion): Promise<AddressLocation> {
      sessionToken = undefined; // a choice ends the typing session
      const maps = await loadMaps(apiKey);
      const { results } = await new maps.Geocoder().geocode({ placeId: suggestion.id });
      const [result] = results;
      if (!result) throw new Error('The place could not be found');
      const parts = result.address_components;
      // Short names, as Google writes an address ('100 Congress Ave'); a place off any street keeps its label.
      const route = component(parts, ['route'], true);
      return {
        streetAddress: route ? [component(parts, ['street_number'], true), route].filter(Boolean).join(' ') : suggestion.label,
        city: component(parts, ['locality', 'postal_town', 'sublocality_level_1', 'sublocality', 'administrative_area_level_3']),
        state: component(parts, ['administrative_area_level_1'], true),
        // No postal_code (a city, a long street): the field asks for the ZIP rather than guess one.
        zipCode: component(parts, ['postal_code']),
        country: component(parts, ['country'], true),
        latitude: result.geometry.location.lat(),
        longitude: result.geometry.location.lng(),
        locationPrecision: precisionOf(result),
        locationSource: 'google',
      };
    },
  };
}
