import type { Queryable } from '../db/database';
import type { CheckedImage } from '../rules/images';
import type { ImageStore } from './image-store';

/**
 * Saves checked images and returns their URLs, all or nothing: when one save fails, the others go again.
 * `tx`: the transaction that inserts their rows (the database store writes in it).
 */
export async function saveImages(store: ImageStore, images: CheckedImage[], tx?: Queryable): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of images) urls.push(await store.save(image, tx));
  } catch (error) {
    await discardImages(store, urls);
    throw error;
  }
  return urls;
}

/** Removes saved images that no row will reference (a failed transaction); never throws. */
export async function discardImages(store: ImageStore, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((url) => store.remove(url).catch(() => undefined)));
}

/** Saves checked images and answers their URLs; used inside `tx`, the transaction that inserts their rows. */
export type SaveImages = (images: CheckedImage[], tx?: Queryable) => Promise<string[]>;

/**
 * Runs `work` (typically a transaction that checks the set, saves the images and inserts their rows)
 * with a `save` that remembers what it saved. When `work` throws (a refused form, a rollback), the
 * files it saved are removed before the error goes on, so nothing is left that no row references.
 */
export async function withImageSaves<T>(store: ImageStore, work: (save: SaveImages) => Promise<T>): Promise<T> {
  const saved: string[] = [];
  const save: SaveImages = async (images, tx) => {
    const urls = await saveImages(store, images, tx);
    saved.push(...urls);
    return urls;
  };
  try {
    return await work(save);
  } catch (error) {
    await discardImages(store, saved);
    throw error;
  }
}
