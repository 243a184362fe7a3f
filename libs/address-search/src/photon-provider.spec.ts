// The Photon-compatible provider against a local geocoder that answers as Photon's /api does (GeoJSON,
// [longitude, latitude], Photon's property names): only the edge we do not own is stood in for.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { session } from '@console/session';
import { chooseAddressProvider } from './address-provider';
import { photonAddressProvider, type PhotonFeature } from './photon-provider';

const feature = (coordinates: [number, number], properties: PhotonFeature['properties']): PhotonFeature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates },
  properties,
});
const TEXAS = { county: 'Travis County', state: 'Texas', country: 'United States', countrycode: 'US' };
const HOUSE = feature([-97.7437, 30.2653], {
  ...TEXAS,
  osm_type: 'N',
  osm_id: 4312290101,
  osm_key: 'place',
  osm_value: 'house',
  type: 'house',
  housenumber: '100',
  street: 'Congress Avenue',
  postcode: '78701',
  city: 'Austin',
});
const CAPITOL = feature([-97.74037, 30.27467], {
  ...TEXAS,
  osm_type: 'W',
  osm_id: 28381736,
  osm_key: 'tourism',
  osm_value: 'attraction',
  type: 'house',
  name: 'Texas State Capitol',
  housenumber: '1100',
  street: 'Congress Avenue',
  postcode: '78701-2428',
  city: 'Austin',
});
const STREET = feature([-97.74295, 30.26936], {
  ...TEXAS,
  osm_type: 'W',
  osm_id: 26543212,
  osm_key: 'highway',
  osm_value: 'primary',
  type: 'street',
  name: 'Congress Avenue',
  postcode: '78701',
  city: 'Austin',
});
// Photon gives a city its place node's postcode: one ZIP of dozens, which must not pass for the location's.
const CITY = feature([-97.7436995, 30.2711286], {
  ...TEXAS,
  osm_type: 'R',
  osm_id: 113314,
  osm_key: 'place',
  osm_value: 'city',
  type: 'city',
  name: 'Austin',
  postcode: '78701',
});
const MANITOBA = feature([-98.9288, 49.9525], {
  osm_type: 'N',
  osm_id: 31208843,
  osm_key: 'place',
  osm_value: 'village',
  type: 'city',
  name: 'Austin',
  state: 'Manitoba',
  country: 'Canada',
  countrycode: 'CA',
});
const STATE = feature([-99.5120986, 31.8160381], {
  osm_type: 'R',
  osm_id: 114690,
  osm_key: 'place',
  osm_value: 'state',
  type: 'state',
  name: 'Texas',
  country: 'United States',
  countrycode: 'US',
});
const POSTCODE = feature([-97.7426, 30.2713], {
  ...TEXAS,
  osm_key: 'place',
  osm_value: 'postcode',
  type: 'other',
  name: '78701',
  postcode: '78701',
  city: 'Austin',
});

const ANSWERS: Record<string, PhotonFeature[]> = {
  '100 congress ave, austin': [HOUSE, STREET, CAPITOL],
  'congress avenue': [STREET, CAPITOL],
  austin: [CITY, MANITOBA, STATE],
  '78701': [POSTCODE],
  'austin, manitoba': [MANITOBA],
};

let server: Server;
let geocoderUrl = '';
const asked: URLSearchParams[] = [];
/** Whether the client hung up on the slow answer before it came (an aborted fetch closes the request). */
let slowAbandoned: Promise<boolean>;

function answer(request: IncomingMessage, response: import('node:http').ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://geocoder');
  if (url.pathname !== '/api') return response.writeHead(404).end();
  asked.push(url.searchParams);
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  if (q === 'down') return response.writeHead(503, { 'Content-Type': 'text/plain' }).end('Service Unavailable');
  if (q === 'slow') {
    slowAbandoned = new Promise((resolve) => {
      const timer = setTimeout(() => {
        resolve(false);
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ type: 'FeatureCollection', features: [CITY] }));
      }, 1500);
      response.on('close', () => {
        clearTimeout(timer);
        resolve(!response.writableEnded);
      });
    });
    return;
  }
  const body = { type: 'FeatureCollection', features: ANSWERS[q] ?? [] };
  response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  asked.length = 0;
  // The suggestions a user saw are forgotten when they leave: each test starts as a new user.
  session.logout();
});

const photon = () => photonAddressProvider(geocoderUrl);

describe('Address search with a Photon-compatible geocoder', () => {
  it('asks {geocoderUrl}/api for ten places in English within the United States', async () => {
    await photon().suggest(' 100 Congress Ave, Austin ');
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0])).toEqual({ q: '100 Congress Ave, Austin', limit: '10', lang: 'en', bbox: '-180,18,-65,72' });
  });

  it("maps a house to its street-level location, a named place by its address, a street to the street's centre", async () => {
    const provider = photon();
    const { suggestions, hint } = await provider.suggest('100 Congress Ave, Austin');
    expect(hint).toBeUndefined();
    expect(suggestions.map(({ label }) => label)).toEqual([
      '100 Congress Avenue, Austin, TX 78701, USA',
      'Congress Avenue, Austin, TX 78701, USA',
      'Texas State Capitol, 1100 Congress Avenue, Austin, TX 78701, USA',
    ]);
    const [house, street, capitol] = await Promise.all(suggestions.map((suggestion) => provider.resolve(suggestion)));
    // GeoJSON puts the longitude first.
    expect(house).toEqual({
      streetAddress: '100 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'US',
      latitude: 30.2653,
      longitude: -97.7437,
      locationPrecision: 'rooftop',
      locationSource: 'photon',
    });
    expect(street).toMatchObject({ streetAddress: 'Congress Avenue', zipCode: '78701', latitude: 30.26936, locationPrecision: 'street' });
    // A ZIP+4 keeps its five digits.
    expect(capitol).toMatchObject({ streetAddress: '1100 Congress Avenue', zipCode: '78701', locationPrecision: 'rooftop' });
  });

  it('offers US places only, a city without a ZIP it does not have, and nothing coarser than a city', async () => {
    const provider = photon();
    const { suggestions } = await provider.suggest('Austin');
    expect(suggestions.map(({ label }) => label)).toEqual(['Austin, TX, USA']);
    expect(await provider.resolve(suggestions[0])).toEqual({
      streetAddress: 'Austin, TX',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      country: 'US',
      latitude: 30.2711286,
      longitude: -97.7436995,
      locationPrecision: 'city',
      locationSource: 'photon',
    });
    expect(await provider.suggest('Austin, Manitoba')).toEqual({
      suggestions: [],
      hint: expect.stringContaining('Type a US street address'),
    });
  });

  it('offers a ZIP code at its centre with that ZIP', async () => {
    const provider = photon();
    const { suggestions } = await provider.suggest('78701');
    expect(suggestions.map(({ label }) => label)).toEqual(['Austin, TX 78701, USA']);
    expect(await provider.resolve(suggestions[0])).toMatchObject({
      streetAddress: 'Austin, TX 78701',
      city: 'Austin',
      zipCode: '78701',
      locationPrecision: 'zip',
      latitude: 30.2713,
    });
  });

  it('says what to type when nothing is found', async () => {
    expect(await photon().suggest('Qwzx Nowhere')).toEqual({
      suggestions: [],
      hint: 'Type a US street address with its city, e.g. 100 Congress Ave, Austin, TX.',
    });
  });

  it('rejects with an Error naming the failure when the geocoder fails, and asks again next time', async () => {
    await expect(photon().suggest('down')).rejects.toThrow('The address search failed: the geocoder answered 503');
    await expect(photon().suggest('down')).rejects.toThrow('The address search failed: the geocoder answered 503');
    expect(asked).toHaveLength(2);
    const unreachable = photonAddressProvider('http://127.0.0.1:9');
    await expect(unreachable.suggest('Austin')).rejects.toThrow(
      'The address search failed: the geocoder at http://127.0.0.1:9 could not be reached',
    );
  });

  it('cancels the HTTP request of a replaced text: the geocoder sees it closed and the caller an AbortError', async () => {
    const request = new AbortController();
    const pending = photon().suggest('slow', request.signal);
    await new Promise((resolve) => setTimeout(resolve, 200));
    request.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(await slowAbandoned).toBe(true);
    // An already replaced text asks nobody.
    await expect(photon().suggest('Austin', request.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toHaveLength(1);
  });

  it('asks once per text while the same user types, and again after they sign out', async () => {
    const provider = photon();
    const first = await provider.suggest('Congress Avenue');
    expect(await provider.suggest('Congress Avenue ')).toEqual(first);
    expect(await photon().suggest('Congress Avenue')).toEqual(first);
    expect(asked).toHaveLength(1);
    session.logout();
    await provider.suggest('Congress Avenue');
    expect(asked).toHaveLength(2);
  });

  it('is the provider of a deployment with a geocoderUrl and no Google key', async () => {
    const provider = await chooseAddressProvider({ geocoderUrl });
    const { suggestions } = await provider.suggest('100 Congress Ave, Austin');
    expect(await provider.resolve(suggestions[0])).toMatchObject({ locationSource: 'photon', locationPrecision: 'rooftop' });
    expect(asked).toHaveLength(1);
  });
});
