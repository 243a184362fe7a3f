import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import type { LoginResponse } from '@console/api-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, storeSession, type TestOwner } from '@console/testing';
import { inCanary } from '@console/remote-loader';
import { promote, readDeployment, rollback, setCanary, setShare, setStable } from '../../../tools/release/src/commands.mjs';
import {
  breakExposedChunk,
  buildReleases,
  releaseSandbox,
  removeEntry,
  replaceInChunks,
  serveShellWithReleases,
} from '../../../tools/testing/canary-releases.mjs';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { apiUrl, fixtures, launchChromium, signInThroughUi } from './support/browser';

// Per-remote canaries end to end (issue 13): real releases of menu-remote built with the release tooling
// in a temporary RELEASES_DIR, the API's deployment document changed only through the release commands,
// and the unchanged production shell (dist/apps/shell) reading it as /deployment.json.

const workspaceRoot = path.resolve(__dirname, '../../..');
const shellDist = path.join(workspaceRoot, 'dist/apps/shell');
const V1 = '1.0.0';
const V2 = '2.0.0';
const V3 = '3.0.0';
const V4 = '4.0.0';
const STABLE_TITLE = 'Manage Your Menu';
const CANARY_TITLE = 'Manage Your Menu (canary)';

type Sandbox = ReturnType<typeof releaseSandbox>;

/** The version a package's next patch release would have (the canary claims to be built with it). */
const nextPatch = (version: string) => version.replace(/\d+$/, (patch) => String(Number(patch) + 1));
const SKEWED_VERSIONS = [
  ...new Set(
    ['react', 'react-dom', 'react-router'].map(
      (name) =>
        (JSON.parse(fs.readFileSync(path.join(workspaceRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
          .version,
    ),
  ),
].map((version) => ({ from: `"${version}"`, to: `"${nextPatch(version)}"` }));

let sandbox: Sandbox;
let browser: Browser;
let shell: Server;
let origin: string;
let shellHashesBefore: Record<string, string>;
let owner: LoginResponse;
let superToken: string;
/** Staff accounts created for the 50 % split (owners of their own restaurants). */
let staff: TestOwner[] = [];

function hashTree(dir: string, prefix = ''): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(hashes, hashTree(path.join(dir, entry.name), relative));
    else
      hashes[relative] = crypto
        .createHash('sha256')
        .update(fs.readFileSync(path.join(dir, entry.name)))
        .digest('hex');
  }
  return hashes;
}

const personKeyOf = (session: LoginResponse) => `user:${session.user.userId}`;

beforeAll(async () => {
  shellHashesBefore = hashTree(shellDist);
  sandbox = releaseSandbox(workspaceRoot, 'canary-e2e-', {
    apiUrl: apiUrl(),
    email: DEMO_ACCOUNTS.superAdmin.emailAddress,
    password: DEMO_PASSWORD,
  });
  await sandbox.emptyReleases();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  // Each kept as soon as it is up, so afterAll stops it even when a build fails. The staff accounts are
  // made through the API while the releases build.
  [, , , owner, staff] = await Promise.all([
    launchChromium().then((launched) => (browser = launched)),
    serveShellWithReleases({ root: workspaceRoot, sandbox, port }).then((serving) => (shell = serving)),
    // Four real builds of menu-remote, each its own versioned container (menu__v1_0_0, ...).
    buildReleases(workspaceRoot, sandbox, 'menu', [V1, V2, V3, V4]),
    fixtures.signInAs('owner'),
    fixtures.signInAs('superAdmin').then((admin) => {
      superToken = admin.token;
      return Promise.all(
        ['Canary Split A', 'Canary Split B', 'Canary Split C', 'Canary Split D'].map((name) =>
          fixtures.createOwner(name, { adminToken: superToken }),
        ),
      );
    }),
  ]);
  // Test-side patches of the built files (the release tooling never changes a published release):
  // v2 is visibly different, v3's chunk holding the Domain module throws as it is evaluated, and v4's
  // menu screen throws while it renders (it loads and mounts, then crashes).
  replaceInChunks(sandbox.releaseDir('menu', V2), STABLE_TITLE, CANARY_TITLE);
  // v2 also declares the next patch of React, react-dom and react-router as what it was built with (what a
  // build on a newer lockfile changes): it must still mount, on the page's one copy of each (singletons).
  for (const { from, to } of SKEWED_VERSIONS) replaceInChunks(sandbox.releaseDir('menu', V2), from, to);
  breakExposedChunk(sandbox.releaseDir('menu', V3), 'Domain', 'broken canary');
  replaceInChunks(sandbox.releaseDir('menu', V4), `"${STABLE_TITLE}"`, '(()=>{throw new Error("canary screen crashed")})()');
  await setStable(sandbox.config, 'menu', V1);
  await setCanary(sandbox.config, 'menu', V2, 100);
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (shell) {
    shell.closeAllConnections();
    await new Promise((resolve) => shell.close(resolve));
  }
  // The suite's other files load the environment's remotes again (its shell server reads the same API).
  await sandbox?.emptyReleases();
  sandbox?.cleanup();
});

/** A fresh context (no cache, no session storage) signed in as `session`, on `pathname`. */
async function openAs(session: LoginResponse, pathname = '/dashboard/menu') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reports: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/remote-loads/report')) reports.push(JSON.parse(request.postData() ?? '{}'));
  });
  await storeSession(page, `${origin}/deployment.json`, session, 'Restaurant');
  await page.goto(`${origin}${pathname}`);
  return { context, page, reports };
}

/** Which menu the page shows once its heading is drawn; never the error screen. */
async function shownMenu(page: Page): Promise<'canary' | 'stable'> {
  const heading = page.getByRole('heading', { level: 1, name: /^Manage Your Menu/ });
  await heading.waitFor();
  const text = (await heading.innerText()).trim();
  expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
  if (text === CANARY_TITLE) return 'canary';
  expect(text).toBe(STABLE_TITLE);
  return 'stable';
}

/** The About dialog's list of releases loaded on the page. */
async function aboutReleases(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'About' }).click();
  const dialog = page.getByRole('dialog', { name: 'About this console' });
  const items = await dialog.getByRole('list', { name: 'Loaded releases' }).getByRole('listitem').allInnerTexts();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return items.map((item) => item.trim());
}

async function expectOwnerSees(expected: 'canary' | 'stable', who: LoginResponse = owner) {
  const { context, page, reports } = await openAs(who);
  try {
    expect(await shownMenu(page)).toBe(expected);
    return { reports, about: await aboutReleases(page) };
  } finally {
    await context.close();
  }
}

/** GET /remote-loads/summary as the super admin, or null while the API has no such endpoint. */
async function loadSummary(): Promise<unknown | null> {
  const response = await fetch(`${apiUrl()}/remote-loads/summary`, { headers: { Authorization: `Bearer ${superToken}` } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /remote-loads/summary: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Whether a summary (whatever its exact shape) records a fall-back of the menu remote. */
function recordsMenuFallBack(value: unknown, underMenu = false): boolean {
  if (Array.isArray(value)) return value.some((item) => recordsMenuFallBack(item, underMenu));
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  const menu = underMenu || record.remote === 'menu';
  if (menu && record.outcome === 'fell-back') return true;
  for (const [key, field] of Object.entries(record)) {
    if (menu && /fell|fallback/i.test(key) && typeof field === 'number' && field > 0) return true;
    if (recordsMenuFallBack(field, menu || key === 'menu')) return true;
  }
  return false;
}

describe('a canary of the menu remote', () => {
  it('at 100 % every staff member gets the canary (built for newer patch versions of React and the router), and About says so', async () => {
    // Through the screens once: sign in, land home, follow the sidebar's Menu link.
    const context = await browser.newContext();
    const page = await context.newPage();
    const canaryFiles: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split(`/releases/menu/${V2}/`)[1];
      if (file) canaryFiles.push(file);
    });
    try {
      await signInThroughUi(page, 'owner@example.com', 'Restaurant', undefined, origin);
      await page.waitForURL(`${origin}/dashboard/restaurant-locations`);
      await page.locator('nav[aria-label="Main"]').getByRole('link', { name: 'Menu' }).click();
      await page.waitForURL(`${origin}/dashboard/menu`);
      expect(await shownMenu(page)).toBe('canary');
      expect(await aboutReleases(page)).toContain(`menu: ${V2} (canary)`);
      // It ran on the page's React, react-dom and router: none of its own copies (which carry the newer
      // version strings) was fetched, only its entry declares them.
      const fetchedCopies = canaryFiles.filter((file) => {
        if (file === 'remoteEntry.js' || !file.endsWith('.js')) return false;
        const text = fs.readFileSync(path.join(sandbox.releaseDir('menu', V2), file), 'utf8');
        return SKEWED_VERSIONS.some(({ to }) => text.includes(to));
      });
      expect(canaryFiles).toContain('remoteEntry.js');
      expect(fetchedCopies).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 0 % everyone gets stable', async () => {
    await setShare(sandbox.config, 'menu', 0);
    const { about } = await expectOwnerSees('stable');
    expect(about).toContain(`menu: ${V1}`);
  });

  it('at 50 % staff split as the hash says, and each keeps their version across a reload', async () => {
    await setShare(sandbox.config, 'menu', 50);
    // Both sides represented: add owners until the hash puts at least one on each side.
    for (let extra = 0; new Set(staff.map((s) => inCanary(personKeyOf(s), 'menu', 50))).size < 2 && extra < 8; extra++) {
      staff.push(await fixtures.createOwner(`Canary Split extra ${extra}`, { adminToken: superToken }));
    }
    const expected = staff.map((s) => (inCanary(personKeyOf(s), 'menu', 50) ? 'canary' : 'stable'));
    expect(new Set(expected).size).toBe(2);
    const seen: string[] = [];
    for (const person of staff) {
      const { context, page } = await openAs(person);
      try {
        const first = await shownMenu(page);
        await page.reload();
        const again = await shownMenu(page);
        expect(again).toBe(first);
        seen.push(first);
      } finally {
        await context.close();
      }
    }
    expect(seen).toEqual(expected);
  });

  it('whose entry is dead falls back to stable in the same page, with no error, and reports it', async () => {
    await setShare(sandbox.config, 'menu', 100);
    const putBack = removeEntry(sandbox.releaseDir('menu', V2));
    try {
      const { reports, about } = await expectOwnerSees('stable');
      expect(about).toContain(`menu: ${V1}`);
      expect(about.join('\n')).not.toContain('(canary)');
      expect(reports).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ remote: 'menu', version: V2, canary: true, outcome: 'failed' }),
          expect.objectContaining({ remote: 'menu', version: V2, canary: true, outcome: 'fell-back' }),
          expect.objectContaining({ remote: 'menu', version: V1, canary: false, outcome: 'loaded' }),
        ]),
      );
    } finally {
      putBack();
    }
  });

  it('whose exposed chunk throws falls back to stable in the same page, and reports it', async () => {
    await setCanary(sandbox.config, 'menu', V3, 100);
    const { reports } = await expectOwnerSees('stable');
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ remote: 'menu', version: V3, canary: true, outcome: 'fell-back' }),
        expect.objectContaining({ remote: 'menu', version: V1, outcome: 'loaded' }),
      ]),
    );
  });

  it('whose screen throws while mounting falls back to stable in the same page, and reports it', async () => {
    await setCanary(sandbox.config, 'menu', V4, 100);
    const { reports, about } = await expectOwnerSees('stable');
    expect(about).toContain(`menu: ${V1}`);
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ remote: 'menu', version: V4, canary: true, outcome: 'loaded' }),
        expect.objectContaining({ remote: 'menu', version: V4, outcome: 'failed', stage: 'mount', error: 'canary screen crashed' }),
        expect.objectContaining({ remote: 'menu', version: V4, outcome: 'fell-back' }),
        expect.objectContaining({ remote: 'menu', version: V1, canary: false, outcome: 'loaded' }),
      ]),
    );
  });

  it('has its fall-backs stored by the API when it has the reports endpoint', async () => {
    const summary = await loadSummary();
    if (summary === null) {
      console.warn('GET /remote-loads/summary answers 404: the reports endpoint is not there yet, nothing stored to check');
      return;
    }
    // Reports are fire and forget: give the last ones a moment to land.
    for (let attempt = 0; attempt < 20 && !recordsMenuFallBack(await loadSummary()); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recordsMenuFallBack(await loadSummary())).toBe(true);
  });

  it('once promoted is stable for everyone, and rollback restores the manifest before it', async () => {
    await setCanary(sandbox.config, 'menu', V2, 0);
    const beforePromote = await readDeployment(sandbox.config);
    await expectOwnerSees('stable');

    await promote(sandbox.config, 'menu');
    expect((await readDeployment(sandbox.config)).remotes.menu).toEqual(expect.not.objectContaining({ canary: expect.anything() }));
    const { about } = await expectOwnerSees('canary');
    expect(about).toContain(`menu: ${V2}`);
    expect(about.join('\n')).not.toContain('(canary)');
    await expectOwnerSees('canary', staff[0]);

    await rollback(sandbox.config);
    expect(await readDeployment(sandbox.config)).toEqual(beforePromote);
    await expectOwnerSees('stable');
  });

  it("never changed the shell's files", () => {
    expect(hashTree(shellDist)).toEqual(shellHashesBefore);
  });
});
