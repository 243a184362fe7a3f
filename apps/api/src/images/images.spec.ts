import { mkdtempSync, promises as fs, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedFile } from '../http/multipart-form';
import { MAX_IMAGE_BYTES, checkImageFiles, imageMessages } from '../rules/images';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { createFilesystemImageStore } from './filesystem-image-store';
import { imageUrlsOfRestaurants, removeUnreferencedImages, sweepUnreferencedImages } from './image-cleanup';
import { IMAGE_KEY, type ImageStore } from './image-store';
import { sniffImageType } from './image-types';
import { createInlineImageStore } from './inline-image-store';
import { saveImages, withImageSaves } from './store-images';
import { TEST_IMAGES } from '../testing/test-images';

const PUBLIC_URL = 'http://images.test/images/';
const directories: string[] = [];

/** A fresh folder under the system's temp folder, removed after the file's tests. */
function tempDirectory(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'console-images-'));
  directories.push(directory);
  return directory;
}

afterAll(() => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

const upload = (filename: string, mimetype: string, data: Buffer): UploadedFile => ({
  fieldname: 'restaurantImages',
  filename,
  mimetype,
  data,
});

describe('the real type of an upload', () => {
  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['bmp', 'image/bmp'],
    ['webp', 'image/webp'],
  ] as const)('reads %s from its first bytes', (name, type) => {
    expect(sniffImageType(TEST_IMAGES[name])).toBe(type);
    expect(checkImageFiles([upload(`picture.${name}`, type, TEST_IMAGES[name])], 0)).toEqual([
      { data: TEST_IMAGES[name], contentType: type },
    ]);
  });

  it('takes no HTML, script, SVG, text starting with BM or a cut header for an image', () => {
    for (const data of [TEST_IMAGES.html, TEST_IMAGES.svg, Buffer.from('BMW owners club, page 1'), TEST_IMAGES.png.subarray(0, 4)]) {
      expect(sniffImageType(data)).toBeUndefined();
    }
  });

  it.each([
    ['a .png name with JPEG bytes', upload('photo.png', 'image/png', TEST_IMAGES.jpg)],
    ['a .png name with HTML', upload('photo.png', 'image/png', TEST_IMAGES.html)],
    ['a .jpg name with a script', upload('photo.jpg', 'image/jpeg', Buffer.from('alert(1)'))],
    ['PNG bytes declared as text/html', upload('photo.png', 'text/html', TEST_IMAGES.png)],
    ['PNG bytes declared as JPEG', upload('photo.png', 'image/jpeg', TEST_IMAGES.png)],
    ['an empty file', upload('photo.png', 'image/png', Buffer.alloc(0))],
  ])('refuses %s as unsupported', (_what, file) => {
    expect(() => checkImageFiles([file], 0)).toThrow(imageMessages.unsupported);
  });

  it('accepts the aliases browsers declare, and refuses a file over 2 MB or a sixth image', () => {
    expect(
      checkImageFiles([upload('x.JPEG', 'image/pjpeg', TEST_IMAGES.jpg), upload('y.bmp', 'image/x-ms-bmp', TEST_IMAGES.bmp)], 3),
    ).toHaveLength(2);
    const big = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect(() => checkImageFiles([upload('big.png', 'image/png', big)], 0)).toThrow(imageMessages.tooLarge);
    expect(() => checkImageFiles([upload('a.png', 'image/png', TEST_IMAGES.png)], 5)).toThrow(imageMessages.tooMany);
  });
});

describe('the filesystem adapter', () => {
  let directory: string;
  let store: ImageStore;

  beforeAll(async () => {
    directory = path.join(tempDirectory(), 'nested', 'images');
    store = await createFilesystemImageStore({ directory, publicUrl: 'http://images.test/images' });
  });

  it('writes a file named by a random key with the real type, not executable, and reads it back', async () => {
    const url = await store.save({ data: TEST_IMAGES.webp, contentType: 'image/webp' });
    const key = url.slice(PUBLIC_URL.length);

    expect(url.startsWith(PUBLIC_URL)).toBe(true);
    expect(key).toMatch(IMAGE_KEY);
    expect(key.endsWith('.webp')).toBe(true);
    expect(store.keyOf(url)).toBe(key);
    expect(await fs.readdir(directory)).toEqual([key]);
    expect(statSync(path.join(directory, key)).mode & 0o111).toBe(0);
    expect(await store.read(key)).toEqual({ data: TEST_IMAGES.webp, contentType: 'image/webp', etag: `"${key.split('.')[0]}"` });
    expect((await store.list()).map((entry) => entry.key)).toEqual([key]);

    await store.remove(url);
    expect(await store.read(key)).toBeUndefined();
    await expect(store.remove(url)).resolves.toBeUndefined();
  });

  it('gives two saves of the same bytes two keys', async () => {
    const [first, second] = await saveImages(store, [
      { data: TEST_IMAGES.png, contentType: 'image/png' },
      { data: TEST_IMAGES.png, contentType: 'image/png' },
    ]);
    expect(first).not.toBe(second);
  });

  it('reads nothing but keys of its own shape: no traversal, no other names, no links', async () => {
    await fs.writeFile(path.join(path.dirname(directory), 'secret.png'), TEST_IMAGES.png);
    await fs.writeFile(path.join(directory, 'page.html'), TEST_IMAGES.html);
    const linked = `${'a'.repeat(32)}.png`;
    await fs.symlink(path.join(path.dirname(directory), 'secret.png'), path.join(directory, linked));

    for (const key of ['../secret.png', '..%2Fsecret.png', 'page.html', `${'A'.repeat(32)}.png`, `${'b'.repeat(32)}.png`, linked, '']) {
      expect(await store.read(key)).toBeUndefined();
    }
    expect(store.keyOf('data:image/png;base64,AAAA')).toBeUndefined();
    expect(store.keyOf('http://elsewhere.test/page.html')).toBeUndefined();
  });

  it('leaves no file behind when the write that follows the save fails', async () => {
    const before = await fs.readdir(directory);
    await expect(
      withImageSaves(store, async (save) => {
        await save([{ data: TEST_IMAGES.gif, contentType: 'image/gif' }]);
        expect(await fs.readdir(directory)).toHaveLength(before.length + 1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await fs.readdir(directory)).toEqual(before);
  });

  it('inline keeps today’s data URLs and serves nothing', async () => {
    const inline = createInlineImageStore();
    const url = await inline.save({ data: TEST_IMAGES.png, contentType: 'image/png' });
    expect(url).toBe(`data:image/png;base64,${TEST_IMAGES.png.toString('base64')}`);
    expect(inline.keyOf(url)).toBeUndefined();
    expect(await inline.read(`${'c'.repeat(32)}.png`)).toBeUndefined();
  });
});

describe('GET /images/{imageKey} and the cleanup, over the real database', () => {
  let api: TestApi;
  let tokens: Record<ConsoleRole, string>;
  let store: ImageStore;
  let directory: string;
  let restaurantId: number;

  beforeAll(async () => {
    directory = tempDirectory();
    store = await createFilesystemImageStore({ directory, publicUrl: PUBLIC_URL });
    api = await startTestApi({ imageStore: store });
    tokens = await signInEveryRole(api);
    [{ restaurantId }] = await api.db.query<{ restaurantId: number }>(
      'SELECT restaurant_id AS "restaurantId" FROM restaurants ORDER BY restaurant_id LIMIT 1',
    );
  });
  afterAll(() => api?.close());

  const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  it('serves a stored image with its type, bytes and safe, immutable cache headers, without a token', async () => {
    const url = await store.save({ data: TEST_IMAGES.jpg, contentType: 'image/jpeg' });
    const response = await fetch(`${api.baseUrl}/images/${keyOf(url)}`);

    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TEST_IMAGES.jpg);
    expect(
      Object.fromEntries(
        [
          'content-type',
          'cache-control',
          'x-content-type-options',
          'content-security-policy',
          'content-disposition',
          'etag',
          'content-length',
        ].map((name) => [name, response.headers.get(name)]),
      ),
    ).toEqual({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'content-disposition': 'inline',
      etag: `"${keyOf(url).split('.')[0]}"`,
      'content-length': String(TEST_IMAGES.jpg.length),
    });

    const again = await fetch(`${api.baseUrl}/images/${keyOf(url)}`, {
      headers: { 'if-none-match': response.headers.get('etag') as string },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers 404 for an unknown key, a traversal, a file the store did not write or another name', async () => {
    await fs.writeFile(path.join(directory, 'page.html'), TEST_IMAGES.html);
    for (const key of [
      `${'d'.repeat(32)}.png`,
      '..%2F..%2Fpackage.json',
      '%2E%2E%2F%2E%2E%2Fpackage.json',
      '..%5Cpackage.json',
      'page.html',
      `${'e'.repeat(32)}.html`,
    ]) {
      const response = await api.call('GET', `/images/${key}`);
      expect([key, response.status, response.body]).toEqual([key, 404, { message: 'Image not found' }]);
      expect(response.headers.get('cache-control')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('refuses an image over 2 MB with the 400 sentence, even beyond the parser’s general file limit', async () => {
    for (const size of [MAX_IMAGE_BYTES + 1, 21 * 1024 * 1024]) {
      const form = new FormData();
      form.append('restaurantId', String(restaurantId));
      form.append('restaurantImages', new Blob([TEST_IMAGES.png, new Uint8Array(size)], { type: 'image/png' }), 'big.png');
      const response = await api.call('POST', '/admin/restaurant/create-restaurant-location', { token: tokens.admin, form });
      expect([size, response.status, response.body]).toEqual([size, 400, { message: imageMessages.tooLarge }]);
    }
  });

  it('removes after a commit only the files no row references, and sweeps old unreferenced ones', async () => {
    const [kept, dropped, orphan, recent] = await saveImages(store, [
      { data: TEST_IMAGES.png, contentType: 'image/png' },
      { data: TEST_IMAGES.gif, contentType: 'image/gif' },
      { data: TEST_IMAGES.bmp, contentType: 'image/bmp' },
      { data: TEST_IMAGES.webp, contentType: 'image/webp' },
    ]);
    // A row of the restaurant holds `kept` under another base URL (IMAGE_PUBLIC_URL changed since).
    await api.db.query('INSERT INTO images (restaurant_id, address_id, image_file_url) VALUES ($1, NULL, $2), ($1, NULL, $3)', [
      restaurantId,
      `https://old-host.test/images/${keyOf(kept)}`,
      dropped,
    ]);
    const urls = await imageUrlsOfRestaurants(api.db, [restaurantId]);
    expect(urls).toEqual(expect.arrayContaining([`https://old-host.test/images/${keyOf(kept)}`, dropped]));
    expect(urls.some((url) => url.startsWith('data:'))).toBe(false);

    await api.db.query('DELETE FROM images WHERE image_file_url = $1', [dropped]);
    expect(await removeUnreferencedImages(api.db, store, [...urls, 'data:image/png;base64,AAAA'])).toBe(1);
    expect(await store.read(keyOf(dropped))).toBeUndefined();
    expect(await store.read(keyOf(kept))).toBeDefined();

    const anHourAgo = new Date(Date.now() - 3600_000);
    await fs.utimes(path.join(directory, keyOf(orphan)), anHourAgo, anHourAgo);
    const removed = await sweepUnreferencedImages(api.db, store, new Date(Date.now() - 60_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await store.read(keyOf(orphan))).toBeUndefined();
    expect(await store.read(keyOf(recent))).toBeDefined();
    expect(await store.read(keyOf(kept))).toBeDefined();
  });
});
