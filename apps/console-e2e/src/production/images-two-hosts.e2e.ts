import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createFood, createFoodCategory, getFood, getFoodTagCategories } from '@console/api-client';
import { fixtureClient, testPngFile, testPngUpload } from '@console/testing';
import { hostsFromEnvironment } from './support/production-hosts.mjs';
import { apiUrl } from './support/watched-browser';

// Images on two API hosts behind the balancer (deploy/README.md, "Two or more hosts"): the production default
// keeps them in PostgreSQL, so an image uploaded through one host is served by the other, by the balancer and
// through nginx's /api/images/ (the URL every host stores, IMAGE_PUBLIC_URL), with the same bytes, its
// SHA-256 as ETag and immutable caching.

const workspaceRoot = path.resolve(__dirname, '../../../..');
const PNG = testPngUpload('dish.png').buffer;
const SHA256 = `"${createHash('sha256').update(PNG).digest('hex')}"`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Host = ReturnType<typeof hostsFromEnvironment>[number];
let hosts: Host[];
const balancerUrl = () => process.env.PRODUCTION_BALANCER_URL as string;

beforeAll(() => {
  hosts = hostsFromEnvironment();
  expect(hosts.map((host) => host.name)).toEqual(['host 1', 'host 2']);
});

/** A menu item with an image, made through `host` by a new owner; answers its stored image URL as `reader` reads it. */
async function imageUploadedThrough(host: Host, reader: Host): Promise<string> {
  const writer = fixtureClient(host.url);
  const owner = await writer.createOwner(`Pictures From ${host.name === 'host 1' ? 'One' : 'Two'}`);
  const { categoryId } = await createFoodCategory({ foodCategoryName: 'Pictured' }, writer.as(owner.token));
  const { foodTagCategories } = await getFoodTagCategories({}, writer.as(owner.token));
  const tag = foodTagCategories[0].foodTagCategoryItems[0].foodTagCategoryItemName;
  const { foodId } = await createFood(
    {
      foodCategoryId: categoryId,
      foodItemName: 'Pictured Dish',
      description: 'Shown from every host',
      price: '9.50',
      tags: [tag],
      foodItemImageFile: testPngFile('dish.png'),
    },
    writer.as(owner.token),
  );
  const { food } = await getFood(foodId, fixtureClient(reader.url).as(owner.token));
  return food.FoodItemImageUrl as string;
}

async function expectImage(url: string, where: string) {
  const response = await fetch(url);
  const seen = {
    where,
    status: response.status,
    type: response.headers.get('content-type'),
    etag: response.headers.get('etag'),
    cache: response.headers.get('cache-control'),
    same: Buffer.from(await response.arrayBuffer()).equals(PNG),
  };
  expect(seen).toEqual({ where, status: 200, type: 'image/png', etag: SHA256, cache: IMMUTABLE, same: true });
  const revalidated = await fetch(url, { headers: { 'if-none-match': SHA256 } });
  expect([where, revalidated.status]).toEqual([where, 304]);
}

it.each([
  ['host 1', 'host 2', 0, 1],
  ['host 2', 'host 1', 1, 0],
])(
  'an image uploaded through %s is stored at IMAGE_PUBLIC_URL and served by %s, the balancer and nginx',
  async (_writer, _reader, from, to) => {
    const [writer, reader] = [hosts[from], hosts[to]];
    const url = await imageUploadedThrough(writer, reader);

    // The URL every host writes: the console's /api/images/ (through nginx), whichever host stored it.
    expect(url.startsWith(`${apiUrl()}/images/`)).toBe(true);
    const key = url.slice(`${apiUrl()}/images/`.length);
    await expectImage(`${reader.url}/images/${key}`, reader.name);
    await expectImage(`${balancerUrl()}/images/${key}`, 'the balancer');
    await expectImage(url, 'nginx');

    // In the database every host shares, not in a folder of one of them.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query('SELECT content_type, length(bytes) AS size FROM stored_images WHERE image_key = $1', [key]);
      expect(rows).toEqual([{ content_type: 'image/png', size: PNG.length }]);
    } finally {
      await db.end();
    }
    for (const host of hosts) {
      if (host.env.IMAGE_DIR) expect(fs.existsSync(path.join(host.env.IMAGE_DIR, key))).toBe(false);
    }
  },
);

it("the site's img-src allows an IMAGE_PUBLIC_URL on another origin (a CDN), and needs nothing for the console's own /api/images/", async () => {
  const site = async (imagePublicUrl: string) => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(workspaceRoot, 'deploy/nginx-config.mjs'), '--out', '-'], {
      cwd: workspaceRoot,
      // TLS ends in front of nginx here: the site needs no certificate of its own.
      env: {
        PATH: process.env.PATH,
        CONSOLE_URL: 'https://console.example.com',
        NGINX_LISTEN_PORT: '8080',
        NGINX_TRUSTED_PROXIES: '10.0.0.0/8',
        IMAGE_PUBLIC_URL: imagePublicUrl,
      },
    });
    // The policy a document is sent with: the value of the site's map for HTML answers.
    const policy = /map \$uri \$console_document_content_security_policy \{\s*"[^"]+" "([^"]+)";/.exec(stdout)?.[1] ?? '';
    return policy.split('; ').find((directive) => directive.startsWith('img-src '));
  };
  expect(await site('https://images.example-cdn.net/console/images/')).toBe("img-src 'self' data: blob: https://images.example-cdn.net");
  expect(await site('https://console.example.com/api/images/')).toBe("img-src 'self' data: blob:");
  expect(await site('/api/images/')).toBe("img-src 'self' data: blob:");
});
