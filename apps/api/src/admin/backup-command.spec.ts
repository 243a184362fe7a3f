import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_IMAGES } from '../testing/test-images';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import {
  createEmptyDatabase,
  describeWithPostgres,
  runApiCommand,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';
import { imagesNote, pgDumpConnection } from './backup-command';

/** Where image URLs point in production: the site's, whichever host (or database) serves them. */
const PUBLIC_URL = 'https://console.example.test/api/images/';

/** pg_restore as deploy/README.md's "Backups" runs it: into a new, empty database, objects owned by who restores. */
function pgRestore(file: string, databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.once('exit', (code) => resolve({ code, stderr }));
  });
}

describe('what admin backup hands pg_dump', () => {
  it('the URL without its password, which goes in PGPASSWORD (a command line is public on the host)', () => {
    expect(pgDumpConnection('postgres://console:s%40cret@db.internal:5433/console?sslmode=require')).toEqual({
      dbname: 'postgres://console@db.internal:5433/console?sslmode=require',
      env: { PGPASSWORD: 's@cret' },
    });
  });

  it('says where the images are and whether the backup holds them', () => {
    expect(imagesNote({ IMAGE_STORAGE: 'database' })).toBe('Images are in the database: this backup holds them.');
    expect(imagesNote({ IMAGE_STORAGE: 's3' })).toMatch(
      /^Images are in the S3 bucket, not in this backup: back the bucket up by its own means/,
    );
    expect(imagesNote({ IMAGE_STORAGE: 'filesystem', IMAGE_DIR: '/var/lib/console/images' })).toMatch(
      /^Images are files in IMAGE_DIR \(\/var\/lib\/console\/images\), not in this backup: copy that folder with it/,
    );
  });
});

describeWithPostgres('a backup restored into a fresh database', () => {
  let source: ThrowawayDatabase | undefined;
  let restored: ThrowawayDatabase;
  let api: ApiProcess;
  let dir: string;
  let backup: Awaited<ReturnType<typeof runApiCommand>>;
  let restore: Awaited<ReturnType<typeof pgRestore>>;
  let restaurant: { restaurantId: number; restaurantName: string };
  let addressId: number;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'console-backup-'));
    [source, restored] = await Promise.all([createEmptyDatabase('backup_source'), createEmptyDatabase('backup_restored')]);
    const images = { IMAGE_STORAGE: 'database', IMAGE_PUBLIC_URL: PUBLIC_URL };

    // The seeded platform, and an image an owner uploaded (kept in the database, the production default).
    const before = await startApiProcess(source.url, images);
    try {
      const token = await before.login(DEMO_ACCOUNTS.owner, 'Restaurant');
      const form = new FormData();
      for (const [name, value] of Object.entries({
        streetAddress: '9 Backup Way',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        country: 'United States',
        latitude: '30.2672',
        longitude: '-97.7431',
        phoneCountryCode: '+1',
        phoneNumber: '(512) 867-5309',
      })) {
        form.append(name, value);
      }
      form.append('restaurantImages', new Blob([TEST_IMAGES.png], { type: 'image/png' }), 'front.png');
      const created = await before.call('POST', '/restaurant/create-restaurant-location', { token, form });
      if (created.status !== 201) throw new Error(`the location was not created: ${JSON.stringify(created.body)}`);
      addressId = created.body.addressId;
      restaurant = (await before.call('GET', '/restaurant/get-my-restaurant-details', { token })).body.restaurant;
    } finally {
      await before.stop();
    }

    backup = await runApiCommand('apps/api/src/admin/cli.ts', ['backup', '--file', path.join(dir, 'console.dump')], {
      NODE_ENV: 'production',
      DATABASE_URL: source.url,
      ...images,
    });
    // The source is gone: whatever the restored API shows came from the file.
    await source.drop();
    source = undefined;
    restore = await pgRestore(path.join(dir, 'console.dump'), restored.url);
    const migrate = await runApiCommand('apps/api/src/admin/cli.ts', ['migrate'], { NODE_ENV: 'production', DATABASE_URL: restored.url });
    if (migrate.code !== 0) throw new Error(`admin migrate failed:\n${migrate.stderr}`);
    api = await startApiProcess(restored.url, {
      ...images,
      NODE_ENV: 'production',
      CONSOLE_ORIGINS: 'https://console.example.test',
      API_MAIL_DISABLED: '1',
      API_DEMO_SEED: '',
      API_DEV_ROUTES: '',
      API_LIGHT_PASSWORD_HASHES: '',
    });
  }, 300_000);

  afterAll(async () => {
    await api?.stop();
    await Promise.all([source?.drop(), restored?.drop()]);
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('admin backup writes one file only its owner reads, and says what it holds', () => {
    const file = path.join(dir, 'console.dump');

    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up the database to ${file.replace(/[.]/g, '\\.')} \\([\\d.]+ MB, pg_dump's custom format\\): \\d+ restaurant\\(s\\), migrated up to \\d{3}_\\w+\\.sql\\.$`,
        'm',
      ),
    );
    expect(backup.stdout).toContain('Images are in the database: this backup holds them.\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(restore).toEqual({ code: 0, stderr: '' });
  });

  it('a production API on it lets the operator in, who sees the restaurant and its image', async () => {
    const token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
    const details = await api.call('GET', `/admin/restaurant/get-restaurant-details/${restaurant.restaurantId}`, { token });
    const addresses = await api.call('GET', `/admin/restaurant/get-restaurant-addresses/${restaurant.restaurantId}`, {
      token,
      query: { size: 999999 },
    });
    const location = addresses.body.addresses.find((address: { addressId: number }) => address.addressId === addressId);
    const [image] = location.locationSpecificImages as Array<{ imageFileUrl: string }>;
    const served = await fetch(`${api.baseUrl}/images/${image.imageFileUrl.slice(PUBLIC_URL.length)}`);

    expect(details.status).toBe(200);
    expect(details.body.restaurant.restaurantName).toBe(restaurant.restaurantName);
    expect(image.imageFileUrl.startsWith(PUBLIC_URL)).toBe(true);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TEST_IMAGES.png);
  });
});
