import type { Page } from 'playwright-core';
import { freshPagePerTest, shellUrl } from './support/browser';
import { routeGoogleMapsStub, startPhotonStub, type PhotonStub } from './support/address-providers';
import { serveShellDeployment } from './support/shell-deployment';

// The address providers' stand-ins (support/address-providers.ts) work in Chromium on a console page,
// under the Content-Security-Policy its deployment sends: the page reaches GEOCODER_URL's geocoder only
// when the deployment names it, and loads Google's script (the stand-in) as the Google provider does.
// The owner's flow through each provider is address-providers.e2e.ts.

let page: Page;
freshPagePerTest((fresh) => {
  page = fresh;
});

let photon: PhotonStub;
let shell: Awaited<ReturnType<typeof serveShellDeployment>> | undefined;
beforeAll(async () => {
  photon = await startPhotonStub();
});
afterAll(async () => {
  await photon?.stop();
});
afterEach(async () => {
  await shell?.close();
  shell = undefined;
});

/** What the page's fetch of the geocoder gives: the places' labels, or the error the browser raised. */
const askGeocoder = (on: Page, geocoderUrl: string, text: string) =>
  on.evaluate(
    async ({ geocoderUrl, text }) => {
      try {
        const response = await fetch(`${geocoderUrl}/api?${new URLSearchParams({ q: text, limit: '10', lang: 'en' })}`);
        const { features } = await response.json();
        return features.map(({ properties: p }: { properties: Record<string, string> }) =>
          [p.housenumber ? `${p.housenumber} ${p.street}` : p.name, p.city, p.postcode, p.type].filter(Boolean).join(' | '),
        );
      } catch (error) {
        return `refused: ${(error as Error).name}`;
      }
    },
    { geocoderUrl, text },
  );

describe('the address providers’ stand-ins in Chromium', () => {
  it('a deployment with GEOCODER_URL names the geocoder in /deployment.json, and its page reaches it across origins', async () => {
    shell = await serveShellDeployment({ GEOCODER_URL: `${photon.url}/` });
    await page.goto(shell.origin);
    expect(await page.evaluate(async () => (await (await fetch('/deployment.json')).json()).geocoderUrl)).toBe(photon.url);
    expect(await askGeocoder(page, photon.url, '100 Congress Ave, Austin')).toEqual(['100 Congress Ave | Austin | 78701 | house']);
    expect(await askGeocoder(page, photon.url, 'Austin')).toEqual(['Austin | city', '100 Congress Ave | Austin | 78701 | house']);
    expect(await askGeocoder(page, photon.url, 'Qwzxv')).toEqual([]);
    expect(photon.requests.map((query) => query.get('q'))).toEqual(['100 Congress Ave, Austin', 'Austin', 'Qwzxv']);
  });

  it('a deployment without it does not let its page reach that geocoder (connect-src)', async () => {
    const asked = photon.requests.length;
    await page.goto(shellUrl());
    expect(await askGeocoder(page, photon.url, 'Austin')).toBe('refused: TypeError');
    expect(photon.requests).toHaveLength(asked);
  });

  it("a deployment with a Google key loads the Maps script's stand-in, which suggests and geocodes the same places", async () => {
    shell = await serveShellDeployment({ GOOGLE_MAPS_API_KEY: 'e2e-browser-key' });
    await routeGoogleMapsStub(page);
    await page.goto(shell.origin);
    const answer = await page.evaluate(async () => {
      type Maps = {
        importLibrary(name: string): Promise<{
          AutocompleteService: new () => {
            getPlacePredictions(request: object): Promise<{ predictions: { place_id: string; description: string }[] }>;
          };
          AutocompleteSessionToken: new () => object;
        }>;
        Geocoder: new () => {
          geocode(request: { placeId: string }): Promise<{
            results: { geometry: { location_type: string; location: { lat(): number; lng(): number } } }[];
          }>;
        };
      };
      const globals = window as unknown as Record<string, unknown> & { google: { maps: Maps } };
      // As the Google provider loads it: a script element, the key and a callback in its URL.
      await new Promise<void>((resolve, reject) => {
        globals.mapsReadyForTest = resolve;
        const script = document.createElement('script');
        script.src = 'https://maps.googleapis.com/maps/api/js?key=e2e-browser-key&loading=async&libraries=places&callback=mapsReadyForTest';
        script.onerror = () => reject(new Error('The script was refused'));
        document.head.appendChild(script);
      });
      const { AutocompleteService, AutocompleteSessionToken } = await globals.google.maps.importLibrary('places');
      const { predictions } = await new AutocompleteService().getPlacePredictions({
        input: '100 Congress',
        componentRestrictions: { country: 'us' },
        sessionToken: new AutocompleteSessionToken(),
      });
      const { results } = await new globals.google.maps.Geocoder().geocode({ placeId: predictions[0].place_id });
      const { location_type, location } = results[0].geometry;
      return { labels: predictions.map(({ description }) => description), location_type, at: [location.lat(), location.lng()] };
    });
    expect(answer).toEqual({ labels: ['100 Congress Ave, Austin, TX 78701, USA'], location_type: 'ROOFTOP', at: [30.2653, -97.7437] });
  });
});
