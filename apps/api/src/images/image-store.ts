import type { CheckedImage } from '../rules/images';
import type { ImageContentType } from './image-types';

/**
 * The one place uploaded images are kept. A handler saves checked bytes and puts the returned URL in
 * `images.image_file_url` (or `foods.image_url`); GET /images/{imageKey} reads them back by key; a
 * URL no row references any more is removed (images/image-cleanup.ts). Adapters: `inline` (data URLs
 * in the row itself, today's behaviour, for tests and tiny demos) and `filesystem` (a directory). An
 * object store would be a third adapter behind the same four calls.
 */
export interface ImageStore {
  readonly kind: 'inline' | 'filesystem';
  /** Keeps the image under a new key and returns the URL the console fetches it from. */
  save(image: CheckedImage): Promise<string>;
  /** Forgets the image of a URL this store wrote; any other URL (a data URL, another host) is ignored. */
  remove(url: string): Promise<void>;
  /** The image stored under `key`; undefined for a key this store never wrote (or not of the key shape). */
  read(key: string): Promise<StoredImage | undefined>;
  /** The key of a URL this store wrote; undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** Every key held, with when it was written (for sweeping files no row references). */
  list(): Promise<Array<{ key: string; writtenAt: Date }>>;
}

export interface StoredImage {
  data: Buffer;
  contentType: ImageContentType;
  /** Strong validator: keys never change content. */
  etag: string;
}

/**
 * The shape of every key a store generates: 32 lowercase hex digits (128 random bits) and the
 * extension of the type that was read from the bytes. Nothing else is ever looked up on disk.
 */
export const IMAGE_KEY = /^[0-9a-f]{32}\.(png|jpg|gif|bmp|webp)$/;

export const CONTENT_TYPE_OF_KEY_EXTENSION: Record<string, ImageContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** The key at the end of a URL (`…/images/<key>`), whatever its base; undefined when there is none. */
export function keyAtEndOf(url: string): string | undefined {
  if (url.startsWith('data:')) return undefined;
  const key = url.slice(url.lastIndexOf('/') + 1);
  return IMAGE_KEY.test(key) ? key : undefined;
}
