import type { LocationPrecision, LocationSource } from '@console/api-client';
import { fetchDeploymentManifest, type DeploymentManifest } from '@console/remote-contract';
import { gazetteerAddressProvider } from './gazetteer-provider';

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

export { gazetteerAddressProvider };

/** The settings of /deployment.json that choose the provider. */
export type AddressSettings = Pick<DeploymentManifest, 'googleMapsApiKey' | 'geocoderUrl'>;

/**
 * The provider for these settings: Google Places with a googleMapsApiKey (its script is loaded only
 * then), else a Photon-compatible geocoder with a geocoderUrl, else the API's gazetteer.
 */
export async function chooseAddressProvider({ googleMapsApiKey, geocoderUrl }: AddressSettings = {}): Promise<AddressProvider> {
  if (googleMapsApiKey) {
    const { googlePlacesProvider } = await import('./google-places-provider');
    return googlePlacesProvider(googleMapsApiKey);
  }
  if (geocoderUrl) {
    const { photonAddressProvider } = await import('./photon-provider');
    return photonAddressProvider(geocoderUrl);
  }
  return gazetteerAddressProvider;
}

let chosen: Promise<AddressProvider> | undefined;

/**
 * The provider of this page, chosen once from the shell's /deployment.json. A page without that file
 * (tests, the standalone host) uses the gazetteer.
 */
export function addressProvider(): Promise<AddressProvider> {
  chosen ??= fetchDeploymentManifest()
    .then(chooseAddressProvider)
    .catch(() => gazetteerAddressProvider);
  return chosen;
}
