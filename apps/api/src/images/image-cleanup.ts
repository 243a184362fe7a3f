import type { Queryable } from '../db/database';
import type { ImageStore } from './image-store';

/*
 * Rows own their images: when rows go (delete image, delete location, delete restaurant, merge,
 * cascades included), the caller collects the URLs that may lose their last row *before* the
 * transaction, and after it commits calls removeUnreferencedImages with them. Only files that no row
 * references any more are removed, so a rolled-back transaction or a URL still used elsewhere is safe.
 * A file saved whose row never came (a crash between the two) is caught by sweepUnreferencedImages.
 */

/** The columns that hold image URLs, as one list of URLs (data URLs left out: they are not files). */
const REFERENCES = `
  SELECT image_file_url AS url, restaurant_id FROM images WHERE image_file_url NOT LIKE 'data:%'
  UNION ALL
  SELECT image_url AS url, restaurant_id FROM foods WHERE image_url IS NOT NULL AND image_url NOT LIKE 'data:%'`;

/** Every stored-image URL of the restaurants (their images, location images and menu items). */
export async function imageUrlsOfRestaurants(db: Queryable, restaurantIds: readonly number[]): Promise<string[]> {
  if (restaurantIds.length === 0) return [];
  const rows = await db.query<{ url: string }>(`SELECT DISTINCT url FROM (${REFERENCES}) refs WHERE restaurant_id = ANY($1::int[])`, [
    restaurantIds,
  ]);
  return rows.map((row) => row.url);
}

/** Every stored-image URL of one location (its images; its deals carry none). */
export async function imageUrlsOfLocation(db: Queryable, restaurantId: number, addressId: number): Promise<string[]> {
  const rows = await db.query<{ url: string }>(
    `SELECT image_file_url AS url FROM images WHERE restaurant_id = $1 AND address_id = $2 AND image_file_url NOT LIKE 'data:%'`,
    [restaurantId, addressId],
  );
  return rows.map((row) => row.url);
}

/** Which of `keys` some row still references (by the key at the end of its URL, whatever the base URL). */
async function referencedKeys(db: Queryable, keys?: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ key: string }>(
    `SELECT DISTINCT key FROM (SELECT substring(url from '[^/]*$') AS key FROM (${REFERENCES}) refs) keyed
      WHERE key IS NOT NULL ${keys ? 'AND key = ANY($1::text[])' : ''}`,
    keys ? [keys] : [],
  );
  return new Set(rows.map((row) => row.key));
}

/**
 * After a commit: removes the stored files of those URLs that no row references any more; URLs the
 * store did not write (data URLs, other hosts) are ignored. Returns how many files were removed.
 */
export async function removeUnreferencedImages(db: Queryable, store: ImageStore, urls: Iterable<string>): Promise<number> {
  const byKey = new Map<string, string>();
  for (const url of urls) {
    const key = store.keyOf(url);
    if (key) byKey.set(key, url);
  }
  if (byKey.size === 0) return 0;
  const referenced = await referencedKeys(db, [...byKey.keys()]);
  const gone = [...byKey].filter(([key]) => !referenced.has(key));
  await Promise.all(gone.map(([, url]) => store.remove(url)));
  return gone.length;
}

/**
 * removeUnreferencedImages for a handler once its transaction has committed: a failure (a read-only
 * folder, a lost connection) leaves the files to the sweep and never fails the request that succeeded.
 */
export async function removeImagesAfterCommit(db: Queryable, store: ImageStore, urls: Iterable<string>): Promise<void> {
  await removeUnreferencedImages(db, store, urls).catch(() => undefined);
}

/**
 * Removes stored files that no row references and that were written before `writtenBefore` (a file is
 * saved just before its row is inserted, so recent ones are left alone). Returns how many went.
 */
export async function sweepUnreferencedImages(db: Queryable, store: ImageStore, writtenBefore: Date): Promise<number> {
  const candidates = (await store.list()).filter((entry) => entry.writtenAt < writtenBefore);
  if (candidates.length === 0) return 0;
  const referenced = await referencedKeys(db);
  const gone = candidates.filter((entry) => !referenced.has(entry.key));
  for (const entry of gone) await store.remove(entry.key);
  return gone.length;
}
