import fs from 'node:fs';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD } from '@console/testing';
import { launchChromium, signInThroughUi } from '../support/browser';
import { followSidebar } from '../support/screens';
import { consoleUrl, watchedContext } from './support/watched-browser';

// A failure a person reports, found in the logs (deploy/README.md, "Logs"): a change the API fails
// unexpectedly (a 500) shows the server's message in the toast (spec §8) with its reference, the browser's
// console writes the call with the same reference, and the host that failed logged the error under it.

let browser: Browser;
let db: pg.Client;

beforeAll(async () => {
  browser = await launchChromium();
  db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
});

afterAll(async () => {
  await browser?.close();
  await db?.end();
});

it('a 500 shows its reference in the toast and the console, and the host logged the error under it', async () => {
  const { context, reports } = await watchedContext(browser);
  const page = await context.newPage();
  await signInThroughUi(page, 'super@example.com', 'Admin', DEMO_PASSWORD, consoleUrl());
  await page.waitForURL(`${consoleUrl()}/dashboard/admin`);
  await followSidebar(page, 'Restaurant Category', 'Restaurant Categories');
  // An unexpected failure of one write, for as long as this test lasts.
  await db.query(`
    CREATE FUNCTION refuse_category_insert() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'injected failure of the reference test'; END $$;
    CREATE TRIGGER refuse_category_insert BEFORE INSERT ON restaurant_categories FOR EACH ROW EXECUTE FUNCTION refuse_category_insert();
  `);
  let toast: string;
  try {
    await page.getByRole('button', { name: 'Add Restaurant Category' }).click();
    const add = page.getByRole('dialog', { name: 'Add Restaurant Category' });
    await add.getByLabel('Restaurant Category Name').fill(`Never Made ${Date.now() % 100000}`);
    await add.getByLabel('Description').fill('Refused by the database');
    await add.getByRole('button', { name: 'Create' }).click();
    toast = (await page.getByText(/^Something went wrong, please try again later \(reference: /).textContent()) ?? '';
  } finally {
    await db.query('DROP TRIGGER refuse_category_insert ON restaurant_categories; DROP FUNCTION refuse_category_insert();');
    await context.close();
  }
  // nginx's $request_id: it names the request before the balancer and the host see it.
  const reference = /\(reference: ([0-9a-f]{32})\)$/.exec(toast)?.[1];
  const logged = (JSON.parse(process.env.PRODUCTION_API_LOGS as string) as string[])
    .flatMap((log) => fs.readFileSync(log, 'utf8').split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.requestId === reference);

  expect(reference).toBeDefined();
  expect(reports.errors).toContainEqual(
    expect.stringContaining(
      `API call failed: POST /admin/restaurant-category/create-restaurant-category answered 500 (reference: ${reference})`,
    ),
  );
  expect(logged).toContainEqual(
    expect.objectContaining({
      level: 50,
      msg: 'request failed',
      err: expect.objectContaining({ message: 'injected failure of the reference test' }),
    }),
  );
});
