// Stand-ins for the address providers the console does not own, for Chromium tests (issue 23): a
// Photon-compatible geocoder (a local HTTP server answering /api in Photon's GeoJSON) and the part of
// Google's Maps JavaScript API the console uses (its script, answered through page.route). Both know the
// same few US places, so one test reads the same with either provider.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

/** A place both stand-ins know: an address (with its ZIP, at its rooftop) or a city (no ZIP of its own). */
export interface StubPlace {
  id: string;
  housenumber?: string;
  street?: string;
  city: string;
  /** The state's name (Photon gives names); the code is what a location stores. */
  state: string;
  stateCode: string;
  zipCode?: string;
  latitude: number;
  longitude: number;
}

export const STUB_PLACES: StubPlace[] = [
  {
    id: 'congress-100',
    housenumber: '100',
    street: 'Congress Ave',
    city: 'Austin',
    state: 'Texas',
    stateCode: 'TX',
    zipCode: '78701',
    latitude: 30.2653,
    longitude: -97.7437,
  },
  {
    id: 'elm-2200',
    housenumber: '2200',
    street: 'Elm St',
    city: 'Dallas',
    state: 'Texas',
    stateCode: 'TX',
    zipCode: '75201',
    latitude: 32.7838,
    longitude: -96.785,
  },
  {
    id: 'fifth-350',
    housenumber: '350',
    street: '5th Ave',
    city: 'New York',
    state: 'New York',
    stateCode: 'NY',
    zipCode: '10118',
    latitude: 40.7484,
    longitude: -73.9857,
  },
  { id: 'austin', city: 'Austin', state: 'Texas', stateCode: 'TX', latitude: 30.2672, longitude: -97.7431 },
];

/** How the place reads in a list: '100 Congress Ave, Austin, TX 78701, USA', 'Austin, TX, USA'. */
export const stubPlaceLabel = (place: StubPlace) =>
  [
    place.housenumber && `${place.housenumber} ${place.street}`,
    place.city,
    [place.stateCode, place.zipCode].filter(Boolean).join(' '),
    'USA',
  ]
    .filter(Boolean)
    .join(', ');

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
/** Every word typed starts a word of the place (as a search-as-you-type geocoder matches). */
function matches(place: StubPlace, text: string): boolean {
  const own = words(`${stubPlaceLabel(place)} ${place.state}`);
  const typed = words(text);
  return typed.length > 0 && typed.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** The place as a Photon /api feature: GeoJSON, [longitude, latitude], Photon's property names. */
function photonFeature(place: StubPlace, index: number) {
  const common = { osm_type: 'N', osm_id: 9000000 + index, state: place.state, country: 'United States', countrycode: 'US' };
  const properties = place.housenumber
    ? {
        ...common,
        osm_key: 'place',
        osm_value: 'house',
        type: 'house',
        housenumber: place.housenumber,
        street: place.street,
        postcode: place.zipCode,
        city: place.city,
      }
    : { ...common, osm_key: 'place', osm_value: 'city', type: 'city', name: place.city };
  return { type: 'Feature', geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] }, properties };
}

export interface PhotonStub {
  /** The geocoder's root, for GEOCODER_URL. */
  url: string;
  /** The query of each /api request, in order (q, limit, lang, bbox…). */
  requests: URLSearchParams[];
  stop: () => Promise<void>;
}

/**
 * A Photon-compatible geocoder on a free local port, answering GET /api?q= with the STUB_PLACES that match
 * (none for anything else), with CORS headers: the console's page calls it from its own origin.
 */
export async function startPhotonStub(): Promise<PhotonStub> {
  const requests: URLSearchParams[] = [];
  const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Accept, Content-Type' };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://photon.stub');
    if (request.method === 'OPTIONS') return response.writeHead(204, cors).end();
    if (request.method !== 'GET' || url.pathname !== '/api') return response.writeHead(404, cors).end();
    requests.push(url.searchParams);
    const q = url.searchParams.get('q') ?? '';
    const limit = Number(url.searchParams.get('limit') ?? 15);
    // As Photon ranks them: a town before an address in it, unless a house number is typed.
    const byImportance = /^\d/.test(q.trim())
      ? STUB_PLACES
      : [...STUB_PLACES].sort((a, b) => Number(Boolean(a.housenumber)) - Number(Boolean(b.housenumber)));
    const features = byImportance
      .filter((place) => matches(place, q))
      .slice(0, limit)
      .map((place) => photonFeature(place, STUB_PLACES.indexOf(place)));
    response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ type: 'FeatureCollection', features }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The place as Google's Geocoder describes it: components with long and short names, and how precise it is. */
function googlePlace(place: StubPlace) {
  const component = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });
  const address_components = [
    ...(place.housenumber
      ? [component(place.housenumber, place.housenumber, 'street_number'), component(place.street!, place.street!, 'route')]
      : []),
    component(place.city, place.city, 'locality', 'political'),
    component(place.state, place.stateCode, 'administrative_area_level_1', 'political'),
    component('United States', 'US', 'country', 'political'),
    ...(place.zipCode ? [component(place.zipCode, place.zipCode, 'postal_code')] : []),
  ];
  return {
    place_id: `stub-${place.id}`,
    description: stubPlaceLabel(place),
    types: place.housenumber ? ['street_address'] : ['locality', 'political'],
    location_type: place.housenumber ? 'ROOFTOP' : 'APPROXIMATE',
    address_components,
    latitude: place.latitude,
    longitude: place.longitude,
    search: `${stubPlaceLabel(place)} ${place.state}`,
  };
}

/**
 * The Maps JavaScript API script as the browser runs it: it defines google.maps with importLibrary('places')
 * (AutocompleteService, AutocompleteSessionToken) and Geocoder, answering for STUB_PLACES, then calls the
 * loader's callback, as Google's script does.
 */
function mapsScript(callback: string | null): string {
  return `(() => {
  const places = ${JSON.stringify(STUB_PLACES.map(googlePlace))};
  const words = (text) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  const matches = (place, input) => {
    const own = words(place.search);
    const typed = words(input);
    return typed.length > 0 && typed.every((word) => own.some((candidate) => candidate.startsWith(word)));
  };
  class AutocompleteSessionToken {}
  class AutocompleteService {
    getPlacePredictions(request) {
      const predictions = places
        .filter((place) => matches(place, request.input))
        .map((place) => ({ place_id: place.place_id, description: place.description, types: place.types }));
      return Promise.resolve({ predictions });
    }
  }
  class Geocoder {
    geocode(request) {
      const place = places.find((candidate) => candidate.place_id === request.placeId);
      if (!place) return Promise.reject(Object.assign(new Error('ZERO_RESULTS'), { code: 'ZERO_RESULTS' }));
      const geometry = { location_type: place.location_type, location: { lat: () => place.latitude, lng: () => place.longitude } };
      return Promise.resolve({
        results: [{ place_id: place.place_id, formatted_address: place.description, types: place.types, address_components: place.address_components, geometry }],
      });
    }
  }
  const importLibrary = (name) =>
    name === 'places' ? Promise.resolve({ AutocompleteService, AutocompleteSessionToken }) : Promise.reject(new Error('The stub has no ' + name + ' library'));
  window.google = { ...window.google, maps: { Geocoder, importLibrary } };
  ${callback ? `window[${JSON.stringify(callback)}]();` : ''}
})();`;
}

/**
 * Answers the page's requests for Google's Maps script (https://maps.googleapis.com/…) with the stand-in
 * above; the console must be served with a GOOGLE_MAPS_API_KEY (serveShellDeployment) for it to ask.
 */
export async function routeGoogleMapsStub(page: Page): Promise<void> {
  await page.route('https://maps.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    const callback = url.searchParams.get('callback');
    if (url.pathname !== '/maps/api/js' || (callback !== null && !/^[A-Za-z_$][\w$]*$/.test(callback)))
      return route.fulfill({ status: 404 });
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: mapsScript(callback) });
  });
}
