import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { adminCreateRestaurantLocation, getRestaurantAddresses, getRestaurantDetails } from '@console/api-client';
import { fixtureClient, testLocation, testPngFile, testPngUpload } from '@console/testing';
import { freePort } from '../../../../tools/testing/free-port.mjs';
import { hostsFromEnvironment, productionHost } from './support/production-hosts.mjs';

// Backups (deploy/README.md, "Backups"), followed as an operator would: `admin backup` of the live
// database (images included: the production default keeps them in PostgreSQL), a fresh database, pg_restore
// into it, `admin migrate`, an API host started on it; the operator signs in there and sees the restaurant
// made before the backup, and its image, served by that host alone.

const run = promisify(execFile);
const workspaceRoot = path.resolve(__dirname, '../../../..');
const PNG = testPngUpload('front.png').buffer;
const RESTORED_DATABASE = `console_restored_${process.pid}`;

type Host = ReturnType<typeof hostsFromEnvironment>[number];
let live: Host;
let restored: Host | undefined;
let dir: string;
let backupOutput: string;
let made: { restaurantId: number; restaurantName: string };

/** The live database's URL with another database name: the same server, as `createdb` on it makes. */
function restoredUrl(): string {
  const url = new URL(live.env.DATABASE_URL);
  url.pathname = `/${RESTORED_DATABASE}`;
  return url.toString();
}

/** One of the API's admin commands as the recipe runs them: the compiled CLI on Node 24 with the host's environment. */
async function admin(args: string[], env: Record<string, string>): Promise<string> {
  const { node24 } = JSON.parse(process.env.PRODUCTION_HOSTS as string)[0] as { node24: string };
  const { stdout } = await run(node24, [path.join(workspaceRoot, 'dist/apps/api/admin.js'), ...args], { cwd: dir, env });
  return stdout;
}

beforeAll(async () => {
  [live] = hostsFromEnvironment();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-backup-'));
  const operator = fixtureClient(live.url);
  const { token } = await operator.signInAs('superAdmin');
  const name = `Backed Up Bistro ${Date.now() % 100000}`;
  const { restaurantId } = await operator.createRestaurantAccount(token, name);
  await adminCreateRestaurantLocation(
    { ...testLocation({ streetAddress: '9 Backup Way' }), restaurantId, restaurantImages: [testPngFile('front.png')] },
    operator.as(token),
  );
  made = { restaurantId, restaurantName: name };

  // The steps of "Backups": back up, create an empty database, restore, migrate, start a host on it.
  const file = path.join(dir, 'console.dump');
  backupOutput = await admin(['backup', '--file', file], live.env);
  await run('createdb', [`--maintenance-db=${live.env.DATABASE_URL}`, RESTORED_DATABASE]);
  await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl()}`, file]);
  await admin(['migrate'], { ...live.env, DATABASE_URL: restoredUrl() });
  const port = await freePort();
  const { node24, main } = JSON.parse(process.env.PRODUCTION_HOSTS as string)[0] as { node24: string; main: string };
  restored = productionHost({
    name: 'restored host',
    url: `http://127.0.0.1:${port}`,
    dir: path.join(dir, 'restored-host'),
    env: { ...live.env, DATABASE_URL: restoredUrl(), API_PORT: String(port), API_PROCESSES: '1' },
    node24,
    main,
  });
  await restored.start();
}, 120_000);

afterAll(async () => {
  await restored?.stop();
  await run('dropdb', ['--if-exists', '--force', `--maintenance-db=${live.env.DATABASE_URL}`, RESTORED_DATABASE]).catch(() => undefined);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

it('admin backup says it holds the images, and writes a file only its owner reads', () => {
  expect(backupOutput).toMatch(/^Backed up the database to .*console\.dump \([\d.]+ MB, pg_dump's custom format\)/m);
  expect(backupOutput).toContain('Images are in the database: this backup holds them.');
  expect(fs.statSync(path.join(dir, 'console.dump')).mode & 0o777).toBe(0o600);
});

it('the operator signs in on a host of the restored database and sees the restaurant and its image', async () => {
  const operator = fixtureClient((restored as Host).url);
  const { token } = await operator.signInAs('superAdmin');
  const { restaurant } = await getRestaurantDetails(made.restaurantId, operator.as(token));
  const { addresses } = await getRestaurantAddresses(made.restaurantId, { size: 10 }, operator.as(token));
  const image = addresses.flatMap((address) => address.locationSpecificImages ?? [])[0];
  const key = image.imageFileUrl.slice(live.env.IMAGE_PUBLIC_URL.length);
  const served = await fetch(`${(restored as Host).url}/images/${key}`);

  expect(restaurant.restaurantName).toBe(made.restaurantName);
  expect(image.imageFileUrl.startsWith(live.env.IMAGE_PUBLIC_URL)).toBe(true);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
});
