import type { CheckedImage } from '../rules/images';
import type { ImageStore } from './image-store';

/** Saves checked images and returns their URLs, all or nothing: when one save fails, the others go again. */
export async function saveImages(store: ImageStore, images: CheckedImage[]): Promise<string[]> {
  const urls: string[] = [];
  try {
    for (const image of images) urls.push(await store.save(image));
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

/**
 * Saves the images, then runs `write` with their URLs (typically the transaction that inserts the
 * rows). When `write` throws, the files just saved are removed before the error goes on, so a refused
 * or rolled-back form leaves nothing behind.
 */
export async function withSavedImages<T>(store: ImageStore, images: CheckedImage[], write: (urls: string[]) => Promise<T>): Promise<T> {
  const urls = await saveImages(store, images);
  try {
    return await write(urls);
  } catch (error) {
    await discardImages(store, urls);
    throw error;
  }
}
