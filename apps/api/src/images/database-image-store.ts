import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { EXTENSION_OF, type ImageContentType } from './image-types';
import { IMAGE_KEY, contentHash, keyAtEndOf, type ImageStore } from './image-store';

export interface DatabaseImageStoreOptions {
  /** The API's database (migration 044's stored_images). */
  db: Queryable;
  /** The base URL the console fetches images from, ending in '/', the same on every host. */
  publicUrl: string;
}

/**
 * Images as rows of stored_images: any API host on the database serves any of them, and the database's
 * dump holds them. Keys are 128 random bits and the extension of the type read from the bytes, as the
 * filesystem store's; the ETag is the SHA-256 of the bytes.
 */
export function createDatabaseImageStore({ db, publicUrl }: DatabaseImageStoreOptions): ImageStore {
  const base = publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`;

  return {
    kind: 'database',

    async save(image, tx) {
      const key = `${randomBytes(16).toString('hex')}.${EXTENSION_OF[image.contentType]}`;
      await (tx ?? db).query('INSERT INTO stored_images (image_key, content_type, content_sha256, bytes) VALUES ($1, $2, $3, $4)', [
        key,
        image.contentType,
        contentHash(image.data),
        image.data,
      ]);
      return `${base}${key}`;
    },

    async remove(url) {
      const key = keyAtEndOf(url);
      if (key) await db.query('DELETE FROM stored_images WHERE image_key = $1', [key]);
    },

    async read(key) {
      if (!IMAGE_KEY.test(key)) return undefined;
      const [row] = await db.query<{ contentType: ImageContentType; hash: string; bytes: Uint8Array }>(
        'SELECT content_type AS "contentType", content_sha256 AS hash, bytes FROM stored_images WHERE image_key = $1',
        [key],
      );
      if (!row) return undefined;
      // pg answers a Buffer, PGlite a Uint8Array: the same bytes either way.
      const data = Buffer.isBuffer(row.bytes) ? row.bytes : Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength);
      return { data, contentType: row.contentType, etag: `"${row.hash}"` };
    },

    keyOf: keyAtEndOf,

    async list() {
      const rows = await db.query<{ key: string; writtenAt: Date }>(
        'SELECT image_key AS key, written_at AS "writtenAt" FROM stored_images ORDER BY written_at',
      );
      return rows;
    },

    async keepAs(key, image) {
      const added = await db.query(
        `INSERT INTO stored_images (image_key, content_type, content_sha256, bytes) VALUES ($1, $2, $3, $4)
         ON CONFLICT (image_key) DO NOTHING RETURNING image_key`,
        [key, image.contentType, contentHash(image.data), image.data],
      );
      return { added: added.length === 1, url: `${base}${key}` };
    },
  };
}
