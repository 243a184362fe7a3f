/**
 * @jest-environment-options {"userAgent": "console component tests"}
 */
// With a userAgent, jsdom fetches and runs <script src> for real: the loader reads the deals remote's
// manifest and the federation runtime loads its entry from a local server over HTTP, so the failure and
// the recovery are real.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { init } from '@module-federation/enhanced/runtime';
import { fixtureClient } from '@console/testing';
import { renderWithProviders, signInForTest } from '@console/testing/react';
import { session } from '@console/session';
import { DOMAIN_NAMES, type DeploymentManifest, type DomainProps, type RestaurantTabProps } from '@console/remote-contract';
import { createDomainLifecycles } from '@console/remote-domain';
import { registerDeployment } from '@console/remote-loader';
import { AdminRoutes } from '../../routes';

/** The deals remote as the browser sees it: a federation container script on its own origin. */
let dealsRemoteUp = false;
const requests: string[] = [];
const MANIFEST = '/deals/mf-manifest.json';
const ENTRY = '/deals/remoteEntry.js';
const timesAsked = (url: string) => requests.filter((requested) => requested === url).length;
let server: Server;
/** The restaurant the page shows: this test's own, made through the API. */
let restaurantId = 0;

// The container the served script hands to the runtime; its tab is made the way deals-remote makes
// its './RestaurantDealsTab' (createDomainLifecycles), so the parcel path is real too.
const dealsTab = createDomainLifecycles<RestaurantTabProps>(({ restaurantId }: DomainProps & RestaurantTabProps) => (
  <p>{`Deals of restaurant ${restaurantId}`}</p>
));
(window as unknown as Record<string, unknown>).__dealsRemoteModules = { './RestaurantDealsTab': dealsTab };
const CONTAINER_SCRIPT = `window.deals = {
  init: function () {},
  get: function (expose) { return Promise.resolve(function () { return window.__dealsRemoteModules[expose]; }); },
};`;

beforeAll(async () => {
  const { token } = await signInForTest('super@example.com', 'Administrator');
  ({ restaurantId } = await fixtureClient().createRestaurantAccount(token, 'Remote Down Diner'));
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const cors = { 'Access-Control-Allow-Origin': '*' };
    if (dealsRemoteUp && request.url === MANIFEST) {
      const manifest = { metaData: { name: 'deals', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } } };
      response.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(manifest));
    } else if (dealsRemoteUp && request.url === ENTRY) {
      response.writeHead(200, { ...cors, 'Content-Type': 'text/javascript' }).end(CONTAINER_SCRIPT);
    } else {
      response.writeHead(503, cors).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // What the bundler plugin does in a built remote, then what the shell does with /deployment.json.
  init({ name: 'admin', remotes: [] });
  const remotes = Object.fromEntries(
    DOMAIN_NAMES.map((name) => [name, { manifestUrl: `${origin}/${name}/mf-manifest.json`, version: '1.0.0' }]),
  );
  registerDeployment({ apiBaseUrl: '', remotes } as DeploymentManifest);
});

afterAll(async () => {
  session.logout();
  await new Promise((resolve) => server.close(resolve));
});

function renderDetail() {
  return renderWithProviders(<AdminRoutes />, { at: `/restaurant-location-owner/view-detail/${restaurantId}?tab=deal-tab` }).router;
}

it('shows Something went wrong with Retry inside a tab whose remote cannot be loaded, the page keeps working, and Retry loads it once it is back', async () => {
  // jsdom reports the refused script, and the runtime the forced re-registration, on the console:
  // both are the failure under test.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const router = renderDetail();
  const dealsPanel = await screen.findByRole('tabpanel', { name: "Restaurant's Deals" });
  expect(await within(dealsPanel).findByText('Something went wrong')).toBeInTheDocument();
  expect(within(dealsPanel).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(timesAsked(MANIFEST)).toBe(1);

  // The rest of the page still works: the tabs move, the back arrow is there.
  await userEvent.click(screen.getByRole('tab', { name: 'Restaurant Menu' }));
  expect(screen.getByRole('tab', { name: 'Restaurant Menu' })).toHaveAttribute('aria-selected', 'true');
  await userEvent.click(screen.getByRole('tab', { name: "Restaurant's Deals" }));
  // Back on the tab, its remote is asked again (a failed load is not kept), and still fails.
  const retry = await within(screen.getByRole('tabpanel', { name: "Restaurant's Deals" })).findByRole('button', { name: 'Retry' });
  expect(timesAsked(MANIFEST)).toBe(2);

  dealsRemoteUp = true;
  await userEvent.click(retry);
  expect(await screen.findByText(`Deals of restaurant ${restaurantId}`)).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  expect([timesAsked(MANIFEST), timesAsked(ENTRY)]).toEqual([3, 1]);

  await userEvent.click(screen.getByRole('link', { name: 'Back to Restaurants' }));
  expect(router.state.location.pathname).toBe('/restaurant');
});
