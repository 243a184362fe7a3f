import { createHash } from 'node:crypto';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import {
  createEmptyDatabase,
  describeWithPostgres,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';
import { startS3Server, type S3Server } from '../testing/s3-server';
import { IMAGE_KEY } from './image-store';
import { TEST_IMAGES } from '../testing/test-images';

/*
 * Two API processes on one PostgreSQL database, as two hosts behind a balancer: an image uploaded through
 * one is stored under IMAGE_PUBLIC_URL (the same base whichever process stored it) and answered by the
 * other, with the same bytes, ETag and cache header. Once with the database store, once with the s3
 * store on a real s3rver process.
 */
const PUBLIC_URL = 'https://console.example.test/api/images/';
const sha256 = (bytes: Uint8Array) => `"${createHash('sha256').update(bytes).digest('hex')}"`;

describeWithPostgres('images through two API processes', () => {
  let s3: S3Server;
  const databases: ThrowawayDatabase[] = [];
  const processes: Record<'database' | 's3', ApiProcess[]> = { database: [], s3: [] };

  beforeAll(async () => {
    s3 = await startS3Server();
    const [forDatabase, forS3] = await Promise.all([createEmptyDatabase('images_database'), createEmptyDatabase('images_s3')]);
    databases.push(forDatabase, forS3);
    // The first of each pair migrates and seeds; the second starts on what it made.
    const started = async (url: string, env: Record<string, string>) => {
      const first = await startApiProcess(url, env);
      return [first, await startApiProcess(url, env)];
    };
    const common = { IMAGE_PUBLIC_URL: PUBLIC_URL, LOG_LEVEL: 'info' };
    const [database, bucket] = await Promise.allSettled([
      started(forDatabase.url, { ...common, IMAGE_STORAGE: 'database' }),
      started(forS3.url, { ...common, ...s3.env }),
    ]);
    if (database.status === 'fulfilled') processes.database = database.value;
    if (bucket.status === 'fulfilled') processes.s3 = bucket.value;
    for (const result of [database, bucket]) if (result.status === 'rejected') throw result.reason;
  }, 300_000);

  afterAll(async () => {
    await Promise.all([...processes.database, ...processes.s3].map((api) => api.stop()));
    await Promise.all(databases.map((database) => database.drop()));
    await s3?.stop();
  }, 60_000);

  it.each(['database', 's3'] as const)('with %s: uploaded through A, served by B at the URL A stored', async (kind) => {
    const [a, b] = processes[kind];
    const token = await a.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      streetAddress: '3 Two Hosts Rd',
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
    form.append('restaurantImages', new Blob([TEST_IMAGES.webp], { type: 'image/webp' }), 'inside.webp');
    const created = await a.call('POST', '/restaurant/create-restaurant-location', { token, form });
    expect(created.status).toBe(201);

    // What B lists is what A stored: URLs at IMAGE_PUBLIC_URL, whichever host stored them.
    const listed = await b.call('GET', '/restaurant/get-my-restaurant-addresses', { token, query: { size: 999999 } });
    const location = listed.body.addresses.find((address: { addressId: number }) => address.addressId === created.body.addressId);
    const urls: string[] = location.locationSpecificImages.map((image: { imageFileUrl: string }) => image.imageFileUrl);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url.startsWith(PUBLIC_URL)).toBe(true);
      expect(url.slice(PUBLIC_URL.length)).toMatch(IMAGE_KEY);
    }

    const [png, webp] = urls.map((url) => url.slice(PUBLIC_URL.length));
    const [fromB, fromA] = await Promise.all([fetch(`${b.baseUrl}/images/${png}`), fetch(`${a.baseUrl}/images/${png}`)]);
    expect(fromB.status).toBe(200);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(TEST_IMAGES.png);
    expect(fromB.headers.get('etag')).toBe(sha256(TEST_IMAGES.png));
    expect(fromB.headers.get('etag')).toBe(fromA.headers.get('etag'));
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(fromB.headers.get('content-type')).toBe('image/png');
    const revalidated = await fetch(`${b.baseUrl}/images/${png}`, { headers: { 'if-none-match': sha256(TEST_IMAGES.png) } });
    expect(revalidated.status).toBe(304);
    expect(Buffer.from(await (await fetch(`${b.baseUrl}/images/${webp}`)).arrayBuffer())).toEqual(TEST_IMAGES.webp);

    // Deleted through B: gone for A too.
    const [image] = location.locationSpecificImages;
    expect((await b.call('DELETE', `/restaurant/delete-restaurant-image/${image.imageId}`, { token })).status).toBe(200);
    expect((await fetch(`${a.baseUrl}/images/${png}`)).status).toBe(404);
  });

  it('says where images go at start-up, and never logs the bucket credentials', () => {
    const ready = (api: ApiProcess) => api.logLines().find((line) => line.msg === 'API ready');
    expect(ready(processes.database[0])?.images).toBe(`rows of stored_images in the database, served as ${PUBLIC_URL}<key>`);
    expect(ready(processes.s3[1])?.images).toBe(`objects of bucket ${s3.bucket} at ${s3.endpoint}, served as ${PUBLIC_URL}<key>`);
    for (const api of processes.s3) {
      const logged = JSON.stringify(api.logLines());
      expect(logged).not.toContain(s3.env.AWS_SECRET_ACCESS_KEY);
    }
  });
});
