import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { CheckedImage } from '../rules/images';
import type { ImageContentType } from './image-types';

/**
 * The one place uploaded images are kept. A handler saves checked bytes and puts the returned URL in
 * `images.image_file_url` (or `foods.image_url`); GET /images/{imageKey} reads them back by key; a
 * URL no row references any more is removed (images/image-cleanup.ts). Adapters: `database` (a table,
 * every host shares it), `s3` (an S3-compatible bucket), `filesystem` (a directory, one host) and
 * `inline` (data URLs in the row itself, for tests and tiny demos).
 */
export interface ImageStore {
  readonly kind: 'inline' | 'filesystem' | 'database' | 's3';
  /**
   * Keeps the image under a new key and returns the URL the console fetches it from. `tx` is the
   * transaction that inserts the row referencing it: the database store writes in it, so both commit or
   * neither (PGlite has one connection, which that transaction holds until it ends).
   */
  save(image: CheckedImage, tx?: Queryable): Promise<string>;
  /** Forgets the image of a URL this store wrote; any other URL (a data URL, another host) is ignored. */
  remove(url: string): Promise<void>;
  /** The image stored under `key`; undefined for a key this store never wrote (or not of the key shape). */
  read(key: string): Promise<StoredImage | undefined>;
  /** The key of a URL this store wrote; undefined for any other URL. */
  keyOf(url: string): string | undefined;
  /** Every key held, with when it was written (for sweeping files no row references). */
  list(): Promise<Array<{ key: string; writtenAt: Date }>>;
  /**
   * Shared stores only (admin migrate-images): keeps an image under the key it already has, unless one
   * is kept there; answers whether it was added, and the URL of the key.
   */
  keepAs?(key: string, image: CheckedImage): Promise<{ added: boolean; url: string }>;
}

export interface StoredImage {
  data: Buffer;
  contentType: ImageContentType;
  /** Strong validator: keys never change content. */
  etag: string;
}

/** The SHA-256 of an image's bytes, hex: what the shared stores keep and answer as the ETag. */
export function contentHash(data: Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
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
