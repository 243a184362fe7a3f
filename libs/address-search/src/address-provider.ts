import { getAddressSuggestions, type LocationPrecision, type LocationSource } from '@console/api-client';
import { fetchDeploymentManifest } from '@console/remote-contract';

/** A place offered while the user types an address. */
export interface AddressSuggestion {
  id: string;
  label: string;
}

/**
 * Everything a restaurant location needs from the address search (spec §3 Address, without the phone),
 * with how precise its coordinates are and where they came from. `zipCode` is empty when the provider
 * did not give one: the field then asks for it rather than guessing.
 */
export interface AddressLocation {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  latitude: number;
  longitude: number;
  locationPrecision: LocationPrecision;
  locationSource: LocationSource;
}

/** What a provider says when it found nothing: a hint of what to type (the gazetteer's message). */
export interface AddressSuggestions {
  suggestions: AddressSuggestion[];
  hint?: string;
}

/**
 * Where address inputs find places. `suggest` is asked after the typing pauses, with a signal that
 * aborts it when newer text replaces it; `resolve` turns a chosen suggestion into a location.
 */
export interface AddressProvider {
  suggest(text: string, signal?: AbortSignal): Promise<AddressSuggestions>;
  resolve(suggestion: AddressSuggestion): Promise<AddressLocation>;
}

interface GazetteerSuggestion extends AddressSuggestion {
  location: AddressLocation;
}

/** The default: GET /geo/address-suggestions; each suggestion already carries its whole location. */
export const gazetteerAddressProvider: AddressProvider = {
  async suggest(text) {
    const { suggestions } = await getAddressSuggestions({ query: text });
    return suggestions.map(({ suggestionId, label, ...location }): GazetteerSuggestion => ({ id: suggestionId, label, location }));
  },
  async resolve(suggestion) {
    return (suggestion as GazetteerSuggestion).location;
  },
};

let chosen: Promise<AddressProvider> | undefined;

/**
 * The provider of this page, chosen once: Google Places when the shell's /deployment.json carries a
 * googleMapsApiKey (the Maps script is loaded only then), else the gazetteer. A page without that file
 * (tests, the standalone host) uses the gazetteer.
 */
export function addressProvider(): Promise<AddressProvider> {
  chosen ??= fetchDeploymentManifest()
    .then(async ({ googleMapsApiKey }) => {
      if (!googleMapsApiKey) return gazetteerAddressProvider;
      const { googlePlacesProvider } = await import('./google-places-provider');
      return googlePlacesProvider(googleMapsApiKey);
    })
    .catch(() => gazetteerAddressProvider);
  return chosen;
}
