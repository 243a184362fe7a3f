import type { AddressLocation, AddressProvider, AddressSuggestion } from './address-provider';

// Only the parts of the Maps JavaScript API this provider uses (no @types/google.maps in the repo).
interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GeocoderResult {
  address_components: AddressComponent[];
  geometry: { location: { lat(): number; lng(): number } };
}
interface PlacePrediction {
  place_id: string;
  description: string;
  structured_formatting?: { main_text: string };
}
interface MapsPlaces {
  AutocompleteService: new () => {
    getPlacePredictions(request: {
      input: string;
      componentRestrictions: { country: string };
    }): Promise<{ predictions: PlacePrediction[] }>;
  };
}
interface MapsApi {
  Geocoder: new () => { geocode(request: { placeId: string }): Promise<{ results: GeocoderResult[] }> };
  importLibrary(name: 'places'): Promise<MapsPlaces>;
}

let mapsScript: Promise<MapsApi> | undefined;

function loadMaps(apiKey: string): Promise<MapsApi> {
  mapsScript ??= new Promise<MapsApi>((resolve, reject) => {
    const callback = `consoleMapsReady${Date.now()}`;
    const globals = window as unknown as Record<string, unknown>;
    globals[callback] = () => resolve((globals.google as { maps: MapsApi }).maps);
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&loading=async&libraries=places&callback=${callback}`;
    script.async = true;
    script.onerror = () => reject(new Error('The Google Maps script could not be loaded'));
    document.head.appendChild(script);
  });
  return mapsScript;
}

const component = (components: AddressComponent[], type: string, short = false) => {
  const found = components.find((item) => item.types.includes(type));
  return (short ? found?.short_name : found?.long_name) ?? '';
};

/** Spec §7 Maps service: Places suggestions (US only), then geocoding for the components and coordinates. */
export function googlePlacesProvider(apiKey: string): AddressProvider {
  return {
    async suggest(text) {
      const maps = await loadMaps(apiKey);
      const { AutocompleteService } = await maps.importLibrary('places');
      const { predictions } = await new AutocompleteService().getPlacePredictions({
        input: text,
        componentRestrictions: { country: 'us' },
      });
      return predictions.map((prediction): AddressSuggestion => ({ id: prediction.place_id, label: prediction.description }));
    },
    async resolve(suggestion): Promise<AddressLocation> {
      const maps = await loadMaps(apiKey);
      const { results } = await new maps.Geocoder().geocode({ placeId: suggestion.id });
      const [result] = results;
      if (!result) throw new Error('The place could not be found');
      const parts = result.address_components;
      return {
        streetAddress: suggestion.label,
        city: component(parts, 'locality'),
        state: component(parts, 'administrative_area_level_1'),
        zipCode: component(parts, 'postal_code'),
        country: component(parts, 'country'),
        latitude: result.geometry.location.lat(),
        longitude: result.geometry.location.lng(),
      };
    },
  };
}
