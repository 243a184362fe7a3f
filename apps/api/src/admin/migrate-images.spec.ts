// admin migrate-images, run as an operator runs it (the CLI as its own process): the files of the old
// IMAGE_DIR go into the configured store under their keys, the rows' URLs follow, a second run (or two
// at once) changes nothing more, and a store that cannot take them is refused in one line.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open-database';
import { openPostgresDatabase } from '../db/postgres-database';
import { createDatabaseImageStore } from '../images/database-image-store';
import { createS3ImageStore } from '../images/s3-image-store';
import { TEST_IMAGES } from '../testing/test-images';
import { runApiCommand } from '../testing/api-processes';
import { S3RVER_CREDENTIALS, startS3Server, type S3Server } from '../testing/s3-server';
import { databaseUrlFor, ensurePgliteTemplate, ensurePostgresTemplate } from '../testing/template-database';

const PUBLIC_URL = 'https://console.example.test/api/images/';
const key = (letter: string, extension: string) => `${letter.repeat(32)}.${extension}`;
const KEYS = {
  png: key('a', 'png'),
  jpg: key('b', 'jpg'),
  webp: key('c', 'webp'),
  lying: key('d', 'png'),
  link: key('e', 'gif'),
  gone: key('f', 'png'),
};

/** A seeded database the command can open from its own process: a PostgreSQL copy of the template, or a PGlite folder. */
async function seededDatabaseForCommands(): Promise<{
  env: Record<string, string>;
  open: () => Promise<Database>;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await ensurePostgresTemplate(serverUrl);
    const name = `migrate_images_${process.pid}_${Date.now()}`;
    const admin = openPostgresDatabase(serverUrl, { max: 1 });
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`).finally(() => admin.close());
    const url = databaseUrlFor(serverUrl, name);
    return {
      env: { DATABASE_URL: url },
      open: () => openDatabase({ databaseUrl: url, dataDir: '' }),
      drop: async () => {
        const cleanup = openPostgresDatabase(serverUrl, { max: 1 });
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.close());
      },
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'console-migrate-images-'));
  execFileSync('tar', ['-xf', await ensurePgliteTemplate('seeded'), '-C', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
  return {
    env: { API_DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const migrateImages = (env: Record<string, string>, args = ['--from', folder]) =>
  runApiCommand('apps/api/src/admin/cli.ts', ['migrate-images', ...args], { NODE_ENV: 'test', IMAGE_PUBLIC_URL: PUBLIC_URL, ...env });

let folder: string;
let database: Awaited<ReturnType<typeof seededDatabaseForCommands>>;
let foodId: number;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'console-old-images-'));
  await fs.writeFile(path.join(folder, KEYS.png), TEST_IMAGES.png);
  await fs.writeFile(path.join(folder, KEYS.jpg), TEST_IMAGES.jpg);
  await fs.writeFile(path.join(folder, KEYS.webp), TEST_IMAGES.webp);
  await fs.writeFile(path.join(folder, KEYS.lying), TEST_IMAGES.html); // a .png name, HTML inside
  await fs.symlink(path.join(folder, KEYS.png), path.join(folder, KEYS.link));
  await fs.writeFile(path.join(folder, '.tmp-0123456789abcdef'), TEST_IMAGES.png); // a write cut short
  await fs.writeFile(path.join(folder, 'notes.txt'), 'kept by the operator');

  database = await seededDatabaseForCommands();
  const db = await database.open();
  try {
    const [{ restaurantId }] = await db.query<{ restaurantId: number }>('SELECT min(restaurant_id) AS "restaurantId" FROM restaurants');
    // Rows as the filesystem store left them: URLs of several bases (IMAGE_PUBLIC_URL changed over time, one host's default).
    await db.query('INSERT INTO images (restaurant_id, address_id, image_file_url) VALUES ($1, NULL, $2), ($1, NULL, $3), ($1, NULL, $4)', [
      restaurantId,
      `http://localhost:3333/images/${KEYS.png}`,
      `https://old-host.example/images/${KEYS.webp}`,
      `http://localhost:3333/images/${KEYS.gone}`,
    ]);
    [{ foodId }] = await db.query<{ foodId: number }>(
      `UPDATE foods SET image_url = $1 WHERE food_id = (SELECT min(food_id) FROM foods) RETURNING food_id AS "foodId"`,
      [`http://localhost:3333/images/${KEYS.jpg}`],
    );
  } finally {
    await db.close();
  }
}, 120_000);

afterAll(async () => {
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

async function urlsOfRows(): Promise<string[]> {
  const db = await database.open();
  try {
    const rows = await db.query<{ url: string }>(
      `SELECT image_file_url AS url FROM images WHERE image_file_url LIKE '%/images/%' UNION ALL SELECT image_url FROM foods WHERE food_id = $1 ORDER BY 1`,
      [foodId],
    );
    return rows.map((row) => row.url);
  } finally {
    await db.close();
  }
}

describe('into the database store', () => {
  it('copies each image file under its key, skips what is not what its name says, sets the rows’ URLs and says so', async () => {
    const run = await migrateImages({ ...database.env, IMAGE_STORAGE: 'database' });

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      `${folder}: 3 image(s) copied into the database store, 0 already there, 2 skipped, 2 other file(s) ignored`,
      `  skipped ${KEYS.lying}: its bytes are not image/png`,
      `  skipped ${KEYS.link}: not a regular file`,
      `URLs set to ${PUBLIC_URL}<key>: 2 restaurant and location image(s), 1 menu item(s)`,
      '1 image URL(s) in rows have no file in the folder or the store: left as they are',
    ]);
    expect(await urlsOfRows()).toEqual(
      [
        `${PUBLIC_URL}${KEYS.png}`,
        `${PUBLIC_URL}${KEYS.webp}`,
        `${PUBLIC_URL}${KEYS.jpg}`,
        `http://localhost:3333/images/${KEYS.gone}`,
      ].sort(),
    );

    const db = await database.open();
    try {
      const store = createDatabaseImageStore({ db, publicUrl: PUBLIC_URL });
      expect((await store.read(KEYS.jpg))?.data).toEqual(TEST_IMAGES.jpg);
      expect((await store.read(KEYS.webp))?.contentType).toBe('image/webp');
      expect(await store.read(KEYS.lying)).toBeUndefined();
    } finally {
      await db.close();
    }
    // The folder is left as it was.
    expect((await fs.readdir(folder)).length).toBe(7);
  }, 120_000);

  it('changes nothing on a second run', async () => {
    const again = await migrateImages({ ...database.env, IMAGE_STORAGE: 'database' });

    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${folder}: 0 image(s) copied into the database store, 3 already there, 2 skipped`);
    expect(again.stdout).toContain(`URLs set to ${PUBLIC_URL}<key>: 0 restaurant and location image(s), 0 menu item(s)`);
  }, 120_000);

  if (process.env.DATABASE_URL) {
    it('two runs at once (after a new IMAGE_PUBLIC_URL) set each URL once between them', async () => {
      const moved = 'https://cdn.example.test/images/';
      const runs = await Promise.all(
        [0, 1].map(() => migrateImages({ ...database.env, IMAGE_STORAGE: 'database', IMAGE_PUBLIC_URL: moved })),
      );

      expect(runs.map((run) => [run.code, run.stderr])).toEqual([
        [0, ''],
        [0, ''],
      ]);
      const rewritten = runs.map((run) => /URLs set to .*: (\d+) restaurant and location image\(s\), (\d+) menu item/.exec(run.stdout));
      expect(rewritten.reduce((sum, match) => sum + Number(match?.[1]) + Number(match?.[2]), 0)).toBe(3);
      expect((await urlsOfRows()).filter((url) => url.startsWith(moved))).toHaveLength(3);
    }, 120_000);
  }
});

describe('into an S3 bucket', () => {
  let s3: S3Server;
  beforeAll(async () => {
    s3 = await startS3Server('migrated-images');
  });
  afterAll(() => s3?.stop());

  it('copies the same files into the bucket, a second run none', async () => {
    const env = { ...database.env, ...s3.env, IMAGE_S3_PREFIX: 'images/' };
    const first = await migrateImages(env);
    // On Node 20 (development), the AWS SDK's own notice that it will want Node 22 is all it prints there.
    expect(first.stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*?trace-warnings[^\n]*\n/, '')).toBe('');
    expect(first.stdout).toContain(`${folder}: 3 image(s) copied into bucket migrated-images, 0 already there, 2 skipped`);
    expect((await migrateImages(env)).stdout).toContain(`${folder}: 0 image(s) copied into bucket migrated-images, 3 already there`);

    const saved = { ...process.env };
    Object.assign(process.env, S3RVER_CREDENTIALS);
    try {
      const bucket = await createS3ImageStore({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: 'images/',
        publicUrl: PUBLIC_URL,
      });
      expect((await bucket.read(KEYS.png))?.data).toEqual(TEST_IMAGES.png);
      expect((await bucket.list()).map((entry) => entry.key).sort()).toEqual([KEYS.png, KEYS.jpg, KEYS.webp].sort());
    } finally {
      process.env = saved;
    }
  }, 120_000);
});

it.each([
  [
    { IMAGE_STORAGE: 'filesystem' },
    undefined,
    'Cannot move the images: IMAGE_STORAGE must be database or s3 to move images in (it is filesystem)',
  ],
  [{ IMAGE_STORAGE: 'database' }, [], 'Cannot move the images: Missing --from <folder> (the IMAGE_DIR the files are in)'],
  [{ IMAGE_STORAGE: 'database' }, ['--from', '/nonexistent/images'], 'Cannot move the images: Cannot read /nonexistent/images: ENOENT'],
])(
  'refuses %j %j in one line',
  async (env, args, message) => {
    const refused = await migrateImages({ ...database.env, ...env }, args);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`${message}\n`);
  },
  60_000,
);
