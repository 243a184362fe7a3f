import type { BrowserContext, Page } from 'playwright-core';
import { freshPagePerTest, remoteOrigin, shellUrl, sidebarLabels, signInPageAs } from './support/browser';

const REMOTE_PORTS = {
  auth: 'AUTH_PORT',
  admin: 'ADMIN_REMOTE_PORT',
  restaurant: 'RESTAURANT_REMOTE_PORT',
  menu: 'MENU_REMOTE_PORT',
  deals: 'DEALS_REMOTE_PORT',
  notifications: 'NOTIFICATIONS_REMOTE_PORT',
} as const;

let context: BrowserContext;
let page: Page;
let requested: string[];

freshPagePerTest((newPage, newContext) => {
  page = newPage;
  context = newContext;
  requested = [];
  page.on('request', (request) => requested.push(request.url()));
});

const fromOrigin = (portVariable: string) => requested.filter((url) => url.startsWith(remoteOrigin(portVariable)));

describe('federation', () => {
  it('loads the sign-in domain from its own origin and no other remote before sign-in', async () => {
    await page.goto(shellUrl());
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    expect(fromOrigin('AUTH_PORT').some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(fromOrigin('AUTH_PORT').some((url) => /remoteEntry\.js$/.test(url))).toBe(true);
    for (const portVariable of Object.values(REMOTE_PORTS).filter((p) => p !== 'AUTH_PORT')) {
      expect(fromOrigin(portVariable)).toEqual([]);
    }
  });

  it("loads a remote's chunks from its origin in CORS mode, so its errors reach the page with their stack", async () => {
    const chunkModes = new Map<string, Promise<string | undefined>>();
    page.on('request', (request) => {
      if (request.url().startsWith(remoteOrigin('AUTH_PORT')) && /__federation_expose_.*\.js$/.test(request.url())) {
        chunkModes.set(
          request.url(),
          request.allHeaders().then((headers) => headers['sec-fetch-mode']),
        );
      }
    });
    await page.goto(shellUrl());
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
    // A chunk fetched without crossorigin is 'no-cors', and an error thrown in it is 'Script error.' for the page.
    expect(await Promise.all(chunkModes.values())).toEqual(['cors']);
    // Its origin answers it for any page, so the CORS fetch succeeds.
    const [url] = chunkModes.keys();
    const response = await fetch(url, { headers: { origin: shellUrl() } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('federates every domain from its own origin, each on first entry', async () => {
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/admin`);
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    expect(fromOrigin('ADMIN_REMOTE_PORT').length).toBeGreaterThan(0);
    expect(fromOrigin('NOTIFICATIONS_REMOTE_PORT')).toEqual([]);

    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('heading', { name: "Notifications You've Sent" }).waitFor();
    expect(fromOrigin('NOTIFICATIONS_REMOTE_PORT').some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);

    // The restaurant owner's domains come from their own origins too.
    const ownerPage = await context.newPage();
    const ownerRequests: string[] = [];
    ownerPage.on('request', (request) => ownerRequests.push(request.url()));
    await signInPageAs(ownerPage, 'owner');
    for (const [path, title, portVariable] of [
      ['restaurant-locations', 'Restaurant Locations', 'RESTAURANT_REMOTE_PORT'],
      ['menu', 'Manage Your Menu', 'MENU_REMOTE_PORT'],
      ['deals', 'Manage Your Deals', 'DEALS_REMOTE_PORT'],
    ] as const) {
      await ownerPage.goto(`${shellUrl()}/dashboard/${path}`);
      await ownerPage.getByRole('heading', { name: title }).waitFor();
      expect(ownerRequests.some((url) => url === `${remoteOrigin(portVariable)}/mf-manifest.json`)).toBe(true);
    }
  });

  it('loads each shared singleton once, whatever remotes are mounted', async () => {
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/admin`);
    await page.getByRole('heading', { name: 'Admins' }).waitFor();
    await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Notifications' }).click();
    await page.getByRole('heading', { name: "Notifications You've Sent" }).waitFor();

    const loaded = await page.evaluate(() => {
      // A tree-shaken shared module records its loaded copy under `treeShaking`; a full copy loaded
      // beside it would be a second copy.
      type Copy = { loaded?: boolean; lib?: unknown };
      type ShareEntry = Copy & { from: string; treeShaking?: Copy };
      const federation = (
        window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } }
      ).__FEDERATION__;
      const copies: Record<string, string[]> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib) (copies[pkg] ??= []).push(`${version} from ${entry.from}`);
            if (entry.treeShaking?.loaded || entry.treeShaking?.lib)
              (copies[pkg] ??= []).push(`${version} (tree-shaken) from ${entry.from}`);
          }
        }
      }
      return Object.fromEntries(Object.entries(copies).map(([pkg, list]) => [pkg, [...new Set(list)]]));
    });
    // '@console/api-client' is bundled per app (its state lives on the page: api-http.spec.ts).
    for (const pkg of ['react', 'react-dom', 'react-dom/client', 'react-router', 'jotai', '@console/session']) {
      expect({ pkg, copies: loaded[pkg]?.length }).toEqual({ pkg, copies: 1 });
    }
  });

  it('keeps one history: a remote navigation moves the shell, and Back works across domains', async () => {
    await signInPageAs(page, 'superAdmin');
    await page.goto(`${shellUrl()}/dashboard/notifications`);
    await page.getByRole('heading', { name: "Notifications You've Sent" }).waitFor();
    await page.goto(`${shellUrl()}/dashboard/restaurant-location-owner/view-detail/1`);
    await page.getByRole('tab', { name: 'Restaurant Locations' }).waitFor();

    // The back arrow is a link inside the admin remote; the shell's sidebar must follow it.
    await page.getByRole('link', { name: 'Back to Restaurants' }).click();
    await page.getByRole('heading', { name: 'Restaurants' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/restaurant');
    const sidebar = page.locator('nav[aria-label="Main"]');
    await expect(sidebar.getByRole('link', { name: 'Restaurants' }).getAttribute('aria-current')).resolves.toBe('page');

    await page.goBack();
    await page.getByRole('tab', { name: 'Restaurant Locations' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { name: "Notifications You've Sent" }).waitFor();
    await expect(sidebar.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).resolves.toBe('page');
  });

  it('follows a navigation made inside the sign-in remote, and Back returns to the welcome screen', async () => {
    await page.goto(shellUrl());
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.goBack();
    await page.getByRole('heading', { name: 'Welcome!' }).waitFor();
  });
});

describe('sign-in lands on the role route (spec §2)', () => {
  it.each([
    [
      'superAdmin',
      '/dashboard/admin',
      [
        'Admin',
        'Restaurant Category',
        'Food Tags',
        'Restaurants',
        'Restaurant Merger',
        'Manage Items',
        'Notifications',
        'Activity',
        'Import CSV',
        'Releases',
        'Reports',
      ],
    ],
    [
      'admin',
      '/dashboard/restaurant',
      ['Restaurant Category', 'Restaurants', 'Restaurant Merger', 'Manage Items', 'Notifications', 'Activity', 'Reports'],
    ],
    ['owner', '/dashboard/restaurant-locations', ['Restaurant Profile', 'Menu', 'Deals', 'Reports']],
  ] as const)('%s lands on %s with its sidebar', async (account, home, links) => {
    await signInPageAs(page, account);
    await page.goto(shellUrl());
    await page.waitForURL(`${shellUrl()}${home}`);
    await page.locator('nav[aria-label="Main"] a').first().waitFor();
    expect(await sidebarLabels(page)).toEqual(links);
  });
});
