import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, fixtureClient } from '@console/testing';
import { freePort } from '../../../tools/testing/free-port.mjs';
import { startReferenceApi } from '../../../tools/testing/reference-api.mjs';
import { launchChromium, signInThroughUi } from './support/browser';
import { followSidebar } from './support/screens';
import { serveShellDeployment } from './support/shell-deployment';
import { startThrowawayPostgres } from './support/throwaway-postgres';

// A production database can hold a menu (issue 34): the API started as an operator starts it (an empty
// PostgreSQL migrated by `admin migrate`, NODE_ENV=production, no demo seed), the first super admin made
// with the admin command, and then, through the screens, the super admin adds a food tag and an owner adds a menu item with tags. The
// food tag vocabulary comes from the migrations alone. This file has its own API and its own deployment
// of the production build pointing at it; the suite's remotes are the same builds.

const workspaceRoot = path.resolve(__dirname, '../../..');
const OPERATOR = { email: 'ops@restaurants.example', password: 'Opening#Day1' };
const stamp = Date.now() % 1000000;

let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
let api: Awaited<ReturnType<typeof startReferenceApi>>;
let shell: Awaited<ReturnType<typeof serveShellDeployment>>;
let browser: Browser;

/** An operator's admin command, as the deploy guide runs it: a password on standard input. */
function adminCommand(databaseUrl: string, args: string[], stdin = ''): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/admin/cli.ts', ...args], {
    cwd: workspaceRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: databaseUrl },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  const apiPort = await freePort();
  const apiUrl = `http://localhost:${apiPort}`;
  shell = await serveShellDeployment({ API_URL: apiUrl });
  // The deploy step before a production API starts (it never migrates by itself).
  const migrated = await adminCommand(postgres.databaseUrl, ['migrate']);
  if (migrated.code !== 0) throw new Error(`admin migrate failed:\n${migrated.output}`);
  api = await startReferenceApi({
    port: apiPort,
    url: apiUrl,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL: postgres.databaseUrl,
      API_TOKEN_SECRET: crypto.randomBytes(32).toString('base64url'),
      CONSOLE_ORIGINS: shell.origin,
      API_MAIL_DISABLED: '1',
      API_PROCESSES: '1',
      API_DEMO_SEED: '',
      API_DEV_ROUTES: '',
      API_LIGHT_PASSWORD_HASHES: '',
    },
    timeoutMs: 120_000,
  });
  const created = await adminCommand(
    postgres.databaseUrl,
    ['create-super-admin', '--email', OPERATOR.email, '--first-name', 'Ops', '--last-name', 'Lead'],
    `${OPERATOR.password}\n`,
  );
  if (created.code !== 0) throw new Error(`create-super-admin failed:\n${created.output}`);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await shell?.close();
  await postgres?.stop();
}, 60_000);

async function signIn(page: Page, email: string, as: 'Admin' | 'Restaurant', password: string, landing: string) {
  await signInThroughUi(page, email, as, password, shell.origin);
  await page.waitForURL(`${shell.origin}${landing}`);
}

describe('a production start on an empty PostgreSQL', () => {
  it('holds a menu: the vocabulary is there, a super admin adds a tag, an owner adds a menu item with tags', async () => {
    const fixtures = fixtureClient(api.url);
    const tag = `Chef Special ${stamp}`;

    // The operator's super admin: the vocabulary the migrations wrote, and a tag of their own.
    const admin = await browser.newContext();
    const page = await admin.newPage();
    await signIn(page, OPERATOR.email, 'Admin', OPERATOR.password, '/dashboard/admin');
    await followSidebar(page, 'Food Tags', 'Food Tags');
    const table = page.getByRole('table', { name: 'Food Tags' });
    await table.getByRole('cell', { name: 'American', exact: true }).waitFor();
    await table.getByRole('cell', { name: 'Preparation', exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Add Food Tag' }).click();
    const addTag = page.getByRole('dialog', { name: 'Add Food Tag' });
    await addTag.getByLabel('Tag Category').click();
    await page.getByRole('option', { name: 'Course', exact: true }).click();
    await addTag.getByLabel('Tag Name').fill(tag);
    await addTag.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Food Tag created').first().waitFor();
    await table.getByRole('cell', { name: tag, exact: true }).waitFor();

    // A restaurant needs a restaurant category, which a fresh database has none of either: the super admin adds one.
    await followSidebar(page, 'Restaurant Category', 'Restaurant Categories');
    await page.getByRole('button', { name: 'Add Restaurant Category' }).click();
    const addCategory = page.getByRole('dialog', { name: 'Add Restaurant Category' });
    await addCategory.getByLabel('Restaurant Category Name').fill('Bistro');
    await addCategory.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Restaurant Category created').first().waitFor();
    await admin.close();

    // Set-up, as the super admin through the API: a restaurant whose owner has chosen their password.
    const { token } = await fixtures.signIn(OPERATOR.email, 'Administrator', OPERATOR.password);
    const owner = await fixtures.createOwner(`Opening Bistro ${stamp}`, { adminToken: token });

    // The owner adds a menu category and a menu item with two tags through the screens.
    const ownerContext = await browser.newContext();
    const menu = await ownerContext.newPage();
    await signIn(menu, owner.emailAddress, 'Restaurant', DEMO_PASSWORD, '/dashboard/restaurant-locations');
    await followSidebar(menu, 'Menu', 'Manage Your Menu');
    await menu.getByRole('button', { name: 'Edit menu' }).click();
    await menu.getByRole('button', { name: 'Add a Category' }).click();
    const category = menu.getByRole('dialog', { name: 'Add a Category' });
    await category.getByLabel('Category Title').fill('Mains');
    await category.getByRole('button', { name: 'Create' }).click();
    await menu.getByText('Category created successfully').first().waitFor();
    await menu.getByRole('button', { name: 'Add a Menu Item' }).click();
    const add = menu.getByRole('dialog', { name: 'Add a Menu Item' });
    await add.getByLabel('Item Name').fill('Opening Day Stew');
    await add.getByLabel('Description').fill('Slow cooked, the first dish of the house');
    await add.getByLabel('Category', { exact: true }).fill('Mains');
    await menu.getByRole('option', { name: 'Mains', exact: true }).click();
    await add.getByLabel('Price ($)').fill('14.50');
    await add.getByRole('checkbox', { name: 'Vegan', exact: true }).check();
    await add.getByRole('checkbox', { name: tag, exact: true }).check();
    await add.getByRole('button', { name: 'Create' }).click();
    await menu.getByText('Food Item created successfully').first().waitFor();
    await add.waitFor({ state: 'detached' });
    await menu.getByRole('searchbox', { name: 'Search menu items' }).fill('Opening Day');
    await menu
      .getByRole('region', { name: /^Mains \d+ items?$/ })
      .getByText('Opening Day Stew')
      .waitFor();
    await ownerContext.close();

    const { foods } = await (
      await fetch(`${api.url}/food/get-foods?page=1&size=10`, { headers: { Authorization: `Bearer ${owner.token}` } })
    ).json();
    expect(foods.map((food: { foodItemName: string; tags: string[] }) => [food.foodItemName, food.tags])).toEqual([
      ['Opening Day Stew', ['Vegan', tag]],
    ]);
  }, 180_000);
});
