// The embedded gazetteer provider against the real reference API (started by the global setup).
import { configureApiClient, loadApiHttp, LocationPrecision } from '@console/api-client';
import { signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { addressProvider, chooseAddressProvider, gazetteerAddressProvider } from './address-provider';

const asked: string[] = [];
let interceptor: number;

beforeAll(async () => {
  // As the shell configures the page's client (renderWithProviders does the same for screens).
  configureApiClient({
    baseUrl: process.env.TEST_API_URL ?? '',
    getToken: () => session.get().token,
    onUnauthorized: () => session.logout(),
  });
  interceptor = (await loadApiHttp()).interceptors.request.use((config) => {
    if (config.url?.includes('/geo/')) asked.push(config.params.query);
    return config;
  });
});
afterAll(async () => {
  (await loadApiHttp()).interceptors.request.eject(interceptor);
  session.logout();
});
beforeEach(async () => {
  asked.length = 0;
  session.logout(); // nothing cached from the test before
  await signInForTest('admin@example.com', 'Administrator');
});

describe('Address search with the API gazetteer', () => {
  it('offers places that carry their whole location, as precise as the API says, with an empty ZIP when there is none', async () => {
    const { suggestions, hint } = await gazetteerAddressProvider.suggest('Austin, TX');
    expect(hint).toBeUndefined();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions[0].label).toMatch(/^Austin, TX\b/);
    const locations = await Promise.all(suggestions.map((suggestion) => gazetteerAddressProvider.resolve(suggestion)));
    for (const location of locations) {
      expect(location).toEqual({
        streetAddress: expect.any(String),
        city: expect.any(String),
        state: expect.stringMatching(/^[A-Z]{2}$/),
        zipCode: expect.stringMatching(/^(\d{5})?$/),
        country: 'US',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
        locationPrecision: expect.stringMatching(/^(zip|city)$/),
        locationSource: 'gazetteer',
      });
      // A ZIP centre has its ZIP; a city centre has none of its own.
      expect(location.zipCode === '').toBe(location.locationPrecision === LocationPrecision.city);
    }
    expect(locations[0]).toMatchObject({ city: 'Austin', state: 'TX', zipCode: '', locationPrecision: 'city' });
  });

  it("places a full ZIP at that ZIP's centre, with that ZIP", async () => {
    const { suggestions } = await gazetteerAddressProvider.suggest('100 Congress Ave 78701');
    expect(await gazetteerAddressProvider.resolve(suggestions[0])).toMatchObject({
      streetAddress: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      locationPrecision: 'zip',
      locationSource: 'gazetteer',
    });
  });

  it("keeps the street typed before the city, at the city's precision", async () => {
    const { suggestions } = await gazetteerAddressProvider.suggest('100 Congress Ave, Austin, TX');
    expect(await gazetteerAddressProvider.resolve(suggestions[0])).toMatchObject({
      streetAddress: '100 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      locationPrecision: 'city',
      locationSource: 'gazetteer',
    });
  });

  it("passes on the API's hint of what to type when nothing is found", async () => {
    const { suggestions, hint } = await gazetteerAddressProvider.suggest('Qwzx Nowhere');
    expect(suggestions).toEqual([]);
    expect(hint).toEqual(expect.stringMatching(/\w/));
  });

  it('cancels a replaced request, and asks once per text while the same user types', async () => {
    const request = new AbortController();
    const pending = gazetteerAddressProvider.suggest('Boston, MA', request.signal);
    request.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await gazetteerAddressProvider.suggest('Dallas');
    await gazetteerAddressProvider.suggest('Dallas');
    expect(asked.filter((query) => query === 'Dallas')).toEqual(['Dallas']);
    session.logout();
    await signInForTest('admin@example.com', 'Administrator');
    await gazetteerAddressProvider.suggest('Dallas');
    expect(asked.filter((query) => query === 'Dallas')).toEqual(['Dallas', 'Dallas']);
  });

  it('is the provider without a Google key or a geocoder URL, and of a page without /deployment.json', async () => {
    expect(await chooseAddressProvider({})).toBe(gazetteerAddressProvider);
    expect(await addressProvider()).toBe(gazetteerAddressProvider);
  });
});
