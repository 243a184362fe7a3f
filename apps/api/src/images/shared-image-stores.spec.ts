// The stores every API host shares (database, s3), behind the real handlers: what an upload becomes, what
// GET /images/{imageKey} answers (the bytes' SHA-256 as ETag, 304, immutable), what a rollback, a delete
// and the sweep leave. The s3 store talks to a real s3rver process (the S3 service is the edge we do not own).
import { createHash } from 'node:crypto';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Database } from '../db/database';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { S3RVER_CREDENTIALS, startS3Server, type S3Server } from '../testing/s3-server';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createDatabaseImageStore } from './database-image-store';
import { sweepUnreferencedImages } from './image-cleanup';
import { IMAGE_KEY, type ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';
import { withImageSaves } from './store-images';
import { TEST_IMAGES } from '../testing/test-images';

const PUBLIC_URL = 'https://console.example.test/api/images/';
const sha256 = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('hex')}"`;
const keyOf = (url: string) => url.slice(PUBLIC_URL.length);

describe.each(['database', 's3'] as const)('the %s image store', (kind) => {
  let api: TestApi;
  let store: ImageStore;
  let s3: S3Server | undefined;
  let tokens: Record<ConsoleRole, string>;
  const savedEnv = { ...process.env };

  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3Server();
      // The SDK's own credential chain reads them, as in production.
      Object.assign(process.env, S3RVER_CREDENTIALS);
    }
    api = await startTestApi({ imageStoreOf: async (db) => (store = await storeOver(db)) });
    tokens = await signInEveryRole(api);
  }, 60_000);

  afterAll(async () => {
    await api?.close();
    await s3?.stop();
    process.env = savedEnv;
  });

  /** The store over the test's database or bucket; a second one is what another host builds. */
  async function storeOver(db: Database): Promise<ImageStore> {
    return s3
      ? createS3ImageStore({
          bucket: s3.bucket,
          endpoint: s3.endpoint,
          region: 'us-east-1',
          forcePathStyle: true,
          prefix: 'images/',
          publicUrl: PUBLIC_URL,
        })
      : createDatabaseImageStore({ db, publicUrl: PUBLIC_URL });
  }

  function locationForm(images: Array<[string, string, Buffer]>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      streetAddress: '12 Shared Store St',
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
    for (const [filename, type, bytes] of images) form.append('restaurantImages', new Blob([bytes], { type }), filename);
    return form;
  }

  async function addLocation(images: Array<[string, string, Buffer]>): Promise<{ addressId: number; urls: string[] }> {
    const created = await api.call('POST', '/restaurant/create-restaurant-location', {
      token: tokens.restaurant,
      form: locationForm(images),
    });
    expect(created.status).toBe(201);
    const rows = await api.db.query<{ url: string }>('SELECT image_file_url AS url FROM images WHERE address_id = $1 ORDER BY image_id', [
      created.body.addressId,
    ]);
    return { addressId: created.body.addressId, urls: rows.map((row) => row.url) };
  }

  const storedKeys = async () => (await store.list()).map((entry) => entry.key).sort();

  it('keeps uploads under new keys at IMAGE_PUBLIC_URL, served with their bytes, the SHA-256 as ETag and immutable caching', async () => {
    const { urls } = await addLocation([
      ['front.png', 'image/png', TEST_IMAGES.png],
      ['menu.jpg', 'image/jpeg', TEST_IMAGES.jpg],
      ['again.png', 'image/png', TEST_IMAGES.png],
    ]);

    expect(urls).toHaveLength(3);
    for (const url of urls) {
      expect(url.startsWith(PUBLIC_URL)).toBe(true);
      expect(keyOf(url)).toMatch(IMAGE_KEY);
    }
    expect(new Set(urls).size).toBe(3);
    const [png, jpg, samePng] = await Promise.all(urls.map((url) => fetch(`${api.baseUrl}/images/${keyOf(url)}`)));
    expect([png.status, jpg.status, samePng.status]).toEqual([200, 200, 200]);
    expect(Buffer.from(await jpg.arrayBuffer())).toEqual(TEST_IMAGES.jpg);
    expect({
      type: jpg.headers.get('content-type'),
      etag: jpg.headers.get('etag'),
      cache: jpg.headers.get('cache-control'),
      nosniff: jpg.headers.get('x-content-type-options'),
      policy: jpg.headers.get('content-security-policy'),
    }).toEqual({
      type: 'image/jpeg',
      etag: sha256(TEST_IMAGES.jpg),
      cache: 'public, max-age=31536000, immutable',
      nosniff: 'nosniff',
      policy: "default-src 'none'; sandbox",
    });
    // Two keys, one content: one ETag.
    expect(png.headers.get('etag')).toBe(sha256(TEST_IMAGES.png));
    expect(samePng.headers.get('etag')).toBe(png.headers.get('etag'));

    const revalidated = await fetch(`${api.baseUrl}/images/${keyOf(urls[1])}`, { headers: { 'if-none-match': sha256(TEST_IMAGES.jpg) } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    const otherContent = await fetch(`${api.baseUrl}/images/${keyOf(urls[1])}`, { headers: { 'if-none-match': sha256(TEST_IMAGES.png) } });
    expect(otherContent.status).toBe(200);
  });

  it('serves an image stored through one store from another built the same way (a second host)', async () => {
    const url = await store.save({ data: TEST_IMAGES.webp, contentType: 'image/webp' });
    const second = await storeOver(api.db);
    expect(await second.read(keyOf(url))).toEqual({ data: TEST_IMAGES.webp, contentType: 'image/webp', etag: sha256(TEST_IMAGES.webp) });
  });

  it('takes five uploads at once, each kept and served', async () => {
    const images = [TEST_IMAGES.png, TEST_IMAGES.jpg, TEST_IMAGES.gif, TEST_IMAGES.bmp, TEST_IMAGES.webp];
    const types = ['image/png', 'image/jpeg', 'image/gif', 'image/bmp', 'image/webp'];
    const added = await Promise.all(images.map((bytes, i) => addLocation([[`at-once-${i}.${types[i].split('/')[1]}`, types[i], bytes]])));
    const served = await Promise.all(added.map(({ urls: [url] }) => fetch(`${api.baseUrl}/images/${keyOf(url)}`)));
    expect(served.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies = await Promise.all(served.map(async (response) => Buffer.from(await response.arrayBuffer())));
    expect(bodies).toEqual(images);
  });

  it('keeps nothing of a save whose transaction rolls back', async () => {
    const before = await storedKeys();
    await expect(
      withImageSaves(store, (save) =>
        api.db.transaction(async (tx) => {
          await save([{ data: TEST_IMAGES.gif, contentType: 'image/gif' }], tx);
          throw new Error('rolled back');
        }),
      ),
    ).rejects.toThrow('rolled back');
    expect(await storedKeys()).toEqual(before);
  });

  it('forgets a deleted image (404 at once), and the sweep takes old images no row references, never a referenced one', async () => {
    const { addressId, urls } = await addLocation([
      ['a.png', 'image/png', TEST_IMAGES.png],
      ['b.gif', 'image/gif', TEST_IMAGES.gif],
    ]);
    const [first] = await api.db.query<{ imageId: number }>('SELECT image_id AS "imageId" FROM images WHERE image_file_url = $1', [
      urls[0],
    ]);
    expect((await api.call('DELETE', `/restaurant/delete-restaurant-image/${first.imageId}`, { token: tokens.restaurant })).status).toBe(
      200,
    );
    expect((await api.call('GET', `/images/${keyOf(urls[0])}`)).status).toBe(404);
    expect(await storedKeys()).not.toContain(keyOf(urls[0]));

    const orphan = await store.save({ data: TEST_IMAGES.bmp, contentType: 'image/bmp' });
    // Written after the cut-off: left alone (its row may be on its way).
    expect(await sweepUnreferencedImages(api.db, store, new Date(Date.now() - 60_000))).toBe(0);
    expect(await sweepUnreferencedImages(api.db, store, new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    const kept = await storedKeys();
    expect(kept).not.toContain(keyOf(orphan));
    expect(kept).toContain(keyOf(urls[1]));
    expect((await fetch(`${api.baseUrl}/images/${keyOf(urls[1])}`)).status).toBe(200);
    expect(addressId).toBeGreaterThan(0);
  });

  if (kind === 's3') {
    it('writes objects a CDN in front of the bucket can serve as they are: their type and the immutable cache header', async () => {
      const url = await store.save({ data: TEST_IMAGES.gif, contentType: 'image/gif' });
      const client = new S3Client({ region: 'us-east-1', endpoint: s3?.endpoint, forcePathStyle: true });
      const head = await client.send(new HeadObjectCommand({ Bucket: s3?.bucket, Key: `images/${keyOf(url)}` }));
      client.destroy();
      expect({
        type: head.ContentType,
        cache: head.CacheControl,
        disposition: head.ContentDisposition,
        sha256: head.Metadata?.sha256,
      }).toEqual({
        type: 'image/gif',
        cache: 'public, max-age=31536000, immutable',
        disposition: 'inline',
        sha256: sha256(TEST_IMAGES.gif).slice(1, -1),
      });
    });

    it('fails the start, in one line naming the variable, when the bucket is not there (never the credentials)', async () => {
      const missing = createS3ImageStore({
        bucket: 'no-such-bucket',
        endpoint: s3?.endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: '',
        publicUrl: PUBLIC_URL,
      });
      await expect(missing).rejects.toThrow(`IMAGE_S3_BUCKET no-such-bucket cannot be used at ${s3?.endpoint}: NotFound (HTTP 404)`);
      await expect(missing).rejects.not.toThrow(S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY);
    });
  }

  it('answers 404 for keys it never wrote and for names not of the key shape', async () => {
    for (const key of [`${'d'.repeat(32)}.png`, '..%2Fpackage.json', `${'e'.repeat(32)}.html`, 'images']) {
      const response = await api.call('GET', `/images/${key}`);
      expect([key, response.status, response.body]).toEqual([key, 404, { message: 'Image not found' }]);
    }
  });
});
