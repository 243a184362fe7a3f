// Google Places against a stand-in for the part of the Maps JavaScript API the provider uses
// (places.AutocompleteService and AutocompleteSessionToken, Geocoder), installed on window as Google's
// script installs it: the edge we do not own, with answers shaped as Google's documentation shows them.
import { session } from '@console/session';
import { chooseAddressProvider } from './address-provider';
import { googlePlacesProvider } from './google-places-provider';

type Component = [long: string, short: string, ...types: string[]];
const components = (...list: Component[]) => list.map(([long_name, short_name, ...types]) => ({ long_name, short_name, types }));
const AUSTIN: Component[] = [
  ['Austin', 'Austin', 'locality', 'political'],
  ['Travis County', 'Travis County', 'administrative_area_level_2', 'political'],
  ['Texas', 'TX', 'administrative_area_level_1', 'political'],
  ['United States', 'US', 'country', 'political'],
];
interface Place {
  description: string;
  result: { address_components: ReturnType<typeof components>; types: string[]; location_type: string; at: [number, number] };
}
const PLACES: Record<string, Place> = {
  'place-100-congress': {
    description: '100 Congress Ave, Austin, TX 78701, USA',
    result: {
      address_components: components(['100', '100', 'street_number'], ['Congress Avenue', 'Congress Ave', 'route'], ...AUSTIN, [
        '78701',
        '78701',
        'postal_code',
      ]),
      types: ['street_address'],
      location_type: 'ROOFTOP',
      at: [30.2653, -97.7437],
    },
  },
  'place-1800-barton-springs': {
    description: '1800 Barton Springs Rd, Austin, TX, USA',
    result: {
      address_components: components(['1800', '1800', 'street_number'], ['Barton Springs Road', 'Barton Springs Rd', 'route'], ...AUSTIN, [
        '78704',
        '78704',
        'postal_code',
      ]),
      types: ['street_address'],
      location_type: 'RANGE_INTERPOLATED',
      at: [30.2637, -97.7611],
    },
  },
  'place-congress-avenue': {
    description: 'Congress Ave, Austin, TX, USA',
    result: {
      address_components: components(['Congress Avenue', 'Congress Ave', 'route'], ...AUSTIN),
      types: ['route'],
      location_type: 'GEOMETRIC_CENTER',
      at: [30.2601, -97.7452],
    },
  },
  'place-78701': {
    description: 'Austin, TX 78701, USA',
    result: {
      address_components: components(['78701', '78701', 'postal_code'], ...AUSTIN),
      types: ['postal_code'],
      location_type: 'APPROXIMATE',
      at: [30.2713, -97.7426],
    },
  },
  'place-austin': {
    description: 'Austin, TX, USA',
    result: {
      address_components: components(...AUSTIN),
      types: ['locality', 'political'],
      location_type: 'APPROXIMATE',
      at: [30.267153, -97.7430608],
    },
  },
};

let tokens = 0;
const predictionRequests: { input: string; componentRestrictions: unknown; sessionToken: unknown }[] = [];
/** When set, the next prediction request waits for it (a slow answer). */
let holdPredictions: Promise<void> | undefined;

class AutocompleteSessionToken {
  readonly token = ++tokens;
}
class AutocompleteService {
  async getPlacePredictions(request: (typeof predictionRequests)[number]) {
    predictionRequests.push(request);
    await holdPredictions;
    const words = request.input.toLowerCase().split(/[\s,]+/);
    const predictions = Object.entries(PLACES)
      .filter(([, { description }]) => words.every((word) => description.toLowerCase().includes(word)))
      .map(([place_id, { description }]) => ({ place_id, description, types: PLACES[place_id].result.types }));
    return { predictions };
  }
}
class Geocoder {
  async geocode({ placeId }: { placeId: string }) {
    const place = PLACES[placeId];
    if (!place) return { results: [] };
    const { at, location_type, ...result } = place.result;
    return { results: [{ ...result, place_id: placeId, geometry: { location_type, location: { lat: () => at[0], lng: () => at[1] } } }] };
  }
}

beforeAll(() => {
  const importLibrary = async (name: string) => {
    if (name !== 'places') throw new Error(`The stand-in has no ${name} library`);
    return { AutocompleteService, AutocompleteSessionToken };
  };
  (window as unknown as { google: unknown }).google = { maps: { importLibrary, Geocoder } };
});
afterAll(() => {
  delete (window as unknown as { google?: unknown }).google;
});
beforeEach(() => {
  predictionRequests.length = 0;
  holdPredictions = undefined;
  session.logout(); // each test starts as a new user: nothing cached
});

const labelsOf = async (text: string, provider = googlePlacesProvider('a-browser-key')) =>
  (await provider.suggest(text)).suggestions.map(({ label }) => label);

describe('Address search with Google Places', () => {
  it('suggests US places for the text, one session token for a typing session and a new one after a choice', async () => {
    const provider = googlePlacesProvider('a-browser-key');
    expect(await labelsOf(' 100 Congress ', provider)).toEqual(['100 Congress Ave, Austin, TX 78701, USA']);
    await provider.suggest('Congress Ave');
    expect(predictionRequests.map(({ input, componentRestrictions }) => ({ input, componentRestrictions }))).toEqual([
      { input: '100 Congress', componentRestrictions: { country: 'us' } },
      { input: 'Congress Ave', componentRestrictions: { country: 'us' } },
    ]);
    expect(predictionRequests[1].sessionToken).toBe(predictionRequests[0].sessionToken);
    const { suggestions } = await provider.suggest('Austin, TX');
    await provider.resolve(suggestions[0]);
    await provider.suggest('Barton Springs');
    expect(predictionRequests[3].sessionToken).toBeInstanceOf(AutocompleteSessionToken);
    expect(predictionRequests[3].sessionToken).not.toBe(predictionRequests[0].sessionToken);
  });

  it('resolves an address to its rooftop coordinates, its street, state and country codes, and its ZIP', async () => {
    const provider = googlePlacesProvider('a-browser-key');
    const { suggestions } = await provider.suggest('100 Congress Ave');
    expect(await provider.resolve(suggestions[0])).toEqual({
      streetAddress: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'US',
      latitude: 30.2653,
      longitude: -97.7437,
      locationPrecision: 'rooftop',
      locationSource: 'google',
    });
  });

  it.each([
    ['1800 Barton Springs Rd, Austin, TX, USA', 'street', '1800 Barton Springs Rd', '78704'],
    ['Congress Ave, Austin, TX, USA', 'street', 'Congress Ave', ''],
    ['Austin, TX 78701, USA', 'zip', 'Austin, TX 78701, USA', '78701'],
    ['Austin, TX, USA', 'city', 'Austin, TX, USA', ''],
  ])('says how precise %s is (%s), and leaves a ZIP Google did not give empty', async (label, precision, streetAddress, zipCode) => {
    const provider = googlePlacesProvider('a-browser-key');
    const { suggestions } = await provider.suggest(label);
    const chosen = suggestions.find((suggestion) => suggestion.label === label)!;
    expect(await provider.resolve(chosen)).toMatchObject({
      locationPrecision: precision,
      streetAddress,
      zipCode,
      city: 'Austin',
      state: 'TX',
    });
  });

  it('drops the answer of a request replaced while Google was answering', async () => {
    let answer = () => undefined as void;
    holdPredictions = new Promise((resolve) => (answer = resolve));
    const request = new AbortController();
    const pending = googlePlacesProvider('a-browser-key').suggest('Austin', request.signal);
    await new Promise((resolve) => setTimeout(resolve, 50));
    request.abort();
    answer();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(predictionRequests).toHaveLength(1);
  });

  it('asks Google once per text while the same user types, and again after they sign out', async () => {
    const provider = googlePlacesProvider('a-browser-key');
    expect(await labelsOf('Austin', provider)).toEqual(await labelsOf('Austin', provider));
    expect(predictionRequests).toHaveLength(1);
    session.logout();
    await labelsOf('Austin', provider);
    expect(predictionRequests).toHaveLength(2);
  });

  it('is the provider of a deployment with a Google key, even with a geocoder URL too', async () => {
    const provider = await chooseAddressProvider({ googleMapsApiKey: 'a-browser-key', geocoderUrl: 'http://127.0.0.1:9' });
    const { suggestions } = await provider.suggest('Austin, TX');
    expect(await provider.resolve(suggestions[0])).toMatchObject({ locationSource: 'google' });
    expect(predictionRequests).toHaveLength(1);
  });
});
