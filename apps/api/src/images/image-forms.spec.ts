// The restaurant forms over the filesystem store: uploads become files served by GET /images/{imageKey},
// refused uploads leave nothing, and deleting rows (image, location, merge, the owner's restaurant)
// removes the files no row references any more.
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageMessages } from '../rules/images';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { createFilesystemImageStore } from './filesystem-image-store';
import { IMAGE_KEY } from './image-store';
import { TEST_IMAGES } from '../testing/test-images';

const PUBLIC_URL = 'https://images.console.test/images/';
let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let directory: string;
let ownRestaurantId: number;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), 'console-image-forms-'));
  api = await startTestApi({ imageStore: await createFilesystemImageStore({ directory, publicUrl: PUBLIC_URL }) });
  tokens = await signInEveryRole(api);
  [{ ownRestaurantId }] = await api.db.query<{ ownRestaurantId: number }>(
    `SELECT r.restaurant_id AS "ownRestaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner],
  );
});

afterAll(async () => {
  await api?.close();
  rmSync(directory, { recursive: true, force: true });
});

type Upload = [filename: string, type: string, bytes: Buffer];
const png = (name = 'photo.png'): Upload => [name, 'image/png', TEST_IMAGES.png];

function locationForm(images: Upload[], restaurantId?: number): FormData {
  const form = new FormData();
  if (restaurantId !== undefined) form.append('restaurantId', String(restaurantId));
  for (const [name, value] of Object.entries({
    streetAddress: '9 Upload Ave',
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

const files = async () => (await fs.readdir(directory)).sort();
const keyOf = (url: string) => url.slice(PUBLIC_URL.length);

async function ownLocation(addressId: number): Promise<Json> {
  const response = await api.call('GET', '/restaurant/get-my-restaurant-addresses', { token: tokens.restaurant, query: { size: 999999 } });
  return response.body.addresses.find((address: Json) => address.addressId === addressId);
}

async function addOwnLocation(images: Upload[]): Promise<{ addressId: number; urls: string[] }> {
  const created = await api.call('POST', '/restaurant/create-restaurant-location', {
    token: tokens.restaurant,
    form: locationForm(images),
  });
  expect(created.status).toBe(201);
  const urls = (await ownLocation(created.body.addressId)).locationSpecificImages.map((image: Json) => image.imageFileUrl);
  return { addressId: created.body.addressId, urls };
}

it('stores each upload as a file under a generated key with its real type, served with the right headers', async () => {
  const { urls } = await addOwnLocation([
    png('menu board.png'),
    ['inside.JPG', 'image/jpeg', TEST_IMAGES.jpg],
    ['sign.webp', 'image/webp', TEST_IMAGES.webp],
  ]);

  expect(urls).toHaveLength(3);
  for (const url of urls) {
    expect(url.startsWith(PUBLIC_URL)).toBe(true);
    expect(keyOf(url)).toMatch(IMAGE_KEY);
  }
  expect(urls.map((url) => url.split('.').pop())).toEqual(['png', 'jpg', 'webp']);
  expect(await files()).toEqual(expect.arrayContaining(urls.map(keyOf)));

  const served = await fetch(`${api.baseUrl}/images/${keyOf(urls[1])}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/jpeg');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  expect(Buffer.from(await served.arrayBuffer())).toEqual(TEST_IMAGES.jpg);
});

it.each([
  ['a .png name with JPEG bytes', ['photo.png', 'image/png', TEST_IMAGES.jpg]],
  ['a .png name with HTML and a script', ['photo.png', 'image/png', TEST_IMAGES.html]],
  ['a .gif name with SVG', ['photo.gif', 'image/gif', TEST_IMAGES.svg]],
] as Array<[string, Upload]>)('refuses %s with the unsupported-type sentence and keeps no file', async (_what, upload) => {
  const before = await files();
  const response = await api.call('POST', '/restaurant/create-restaurant-location', {
    token: tokens.restaurant,
    form: locationForm([png(), upload]),
  });

  expect(response).toMatchObject({ status: 400, body: { message: imageMessages.unsupported } });
  expect(await files()).toEqual(before);
});

it('keeps no file when the set would pass 5 images, and answers the 2 MB sentence for a bigger file', async () => {
  const { addressId } = await addOwnLocation([png(), png(), png()]);
  const before = await files();

  const tooMany = await api.call('PATCH', `/restaurant/update-restaurant-location/${addressId}`, {
    token: tokens.restaurant,
    form: locationForm([png(), png(), png()]),
  });
  expect(tooMany).toMatchObject({ status: 400, body: { message: imageMessages.tooMany } });

  const big: Upload = ['big.png', 'image/png', Buffer.concat([TEST_IMAGES.png, Buffer.alloc(2 * 1024 * 1024)])];
  const tooLarge = await api.call('PATCH', `/admin/restaurant/update-restaurant-location/${addressId}`, {
    token: tokens.admin,
    form: locationForm([big], ownRestaurantId),
  });
  expect(tooLarge).toMatchObject({ status: 400, body: { message: imageMessages.tooLarge } });
  expect(await files()).toEqual(before);
});

it('removes the file of a deleted image, and of every image of a deleted location', async () => {
  const { addressId, urls } = await addOwnLocation([png(), png(), png()]);
  const [first] = (await ownLocation(addressId)).locationSpecificImages;

  const deleted = await api.call('DELETE', `/restaurant/delete-restaurant-image/${first.imageId}`, { token: tokens.restaurant });
  expect(deleted.status).toBe(200);
  expect(await files()).not.toContain(keyOf(first.imageFileUrl));
  expect((await api.call('GET', `/images/${keyOf(first.imageFileUrl)}`)).status).toBe(404);
  expect(await files()).toEqual(expect.arrayContaining(urls.slice(1).map(keyOf)));

  const gone = await api.call('DELETE', `/admin/restaurant/delete-restaurant-location/${ownRestaurantId}/${addressId}`, {
    token: tokens.admin,
  });
  expect(gone.status).toBe(200);
  for (const url of urls) expect(await files()).not.toContain(keyOf(url));
});

it('keeps the files of images a merge moves', async () => {
  const [a, b] = await api.db.query<{ id: number }>(
    `SELECT restaurant_id AS id FROM restaurants WHERE restaurant_id <> $1 AND owner_user_id IS NOT NULL ORDER BY restaurant_id LIMIT 2`,
    [ownRestaurantId],
  );
  const created = await api.call('POST', '/admin/restaurant/create-restaurant-location', {
    token: tokens.admin,
    form: locationForm([png()], a.id),
  });
  expect(created.status).toBe(201);
  const [{ url }] = await api.db.query<{ url: string }>('SELECT image_file_url AS url FROM images WHERE address_id = $1', [
    created.body.addressId,
  ]);

  const merged = await api.call('POST', '/admin/restaurant/merge-restaurants', {
    token: tokens.admin,
    body: { restaurantIds: [a.id, b.id], newRestaurantName: 'Merged With Pictures' },
  });
  expect(merged.status).toBe(201);
  expect(await files()).toContain(keyOf(url));
  expect((await fetch(`${api.baseUrl}/images/${keyOf(url)}`)).status).toBe(200);
});

it("removes the files of the owner's restaurant when the owner deletes it", async () => {
  const { urls } = await addOwnLocation([png(), png()]);
  const company = new FormData();
  const categoryIds = await api.db.query<{ id: number }>(
    'SELECT restaurant_category_id AS id FROM restaurant_category_links WHERE restaurant_id = $1',
    [ownRestaurantId],
  );
  company.append('restaurantName', 'Golden Fork Bistro');
  for (const { id } of categoryIds) company.append('restaurantCategoryIds', String(id));
  company.append('emailAddress', DEMO_ACCOUNTS.owner);
  company.append('restaurantImages', new Blob([TEST_IMAGES.gif], { type: 'image/gif' }), 'logo.gif');
  expect((await api.call('PATCH', '/restaurant/update-restaurant', { token: tokens.restaurant, form: company })).status).toBe(200);
  const stored = await api.db.query<{ url: string }>(
    `SELECT image_file_url AS url FROM images WHERE restaurant_id = $1 AND image_file_url LIKE $2`,
    [ownRestaurantId, `${PUBLIC_URL}%`],
  );
  expect(stored.length).toBeGreaterThanOrEqual(urls.length + 1);

  const deleted = await api.call('DELETE', '/restaurant/delete-my-restaurant', { token: tokens.restaurant });
  expect(deleted.status).toBe(200);
  for (const { url } of stored) expect(await files()).not.toContain(keyOf(url));
});
