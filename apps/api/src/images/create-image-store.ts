import type { Queryable } from '../db/database';
import { createDatabaseImageStore } from './database-image-store';
import { createFilesystemImageStore } from './filesystem-image-store';
import type { ImageStore } from './image-store';
import { createInlineImageStore } from './inline-image-store';
import { createS3ImageStore, type S3Settings } from './s3-image-store';

export type ImageStorage = 'database' | 's3' | 'filesystem' | 'inline';
export const IMAGE_STORAGES: readonly ImageStorage[] = ['database', 's3', 'filesystem', 'inline'];

/** The adapter the configuration names (IMAGE_STORAGE, IMAGE_DIR, IMAGE_PUBLIC_URL, IMAGE_S3_*; see config.ts). */
export async function createImageStore(
  config: { imageStorage: ImageStorage; imageDir: string; imagePublicUrl: string; imageS3?: S3Settings },
  db: Queryable,
): Promise<ImageStore> {
  switch (config.imageStorage) {
    case 'database':
      return createDatabaseImageStore({ db, publicUrl: config.imagePublicUrl });
    case 's3':
      if (!config.imageS3) throw new Error('IMAGE_STORAGE=s3 without its IMAGE_S3_* settings');
      return createS3ImageStore({ ...config.imageS3, publicUrl: config.imagePublicUrl });
    case 'inline':
      return createInlineImageStore();
    case 'filesystem':
      return createFilesystemImageStore({ directory: config.imageDir, publicUrl: config.imagePublicUrl });
  }
}

/** What the start-up line says of the images, never a credential. */
export function describeImageStorage(config: {
  imageStorage: ImageStorage;
  imageDir: string;
  imagePublicUrl: string;
  imageS3?: S3Settings;
}): string {
  const served = `served as ${config.imagePublicUrl}<key>`;
  switch (config.imageStorage) {
    case 'database':
      return `rows of stored_images in the database, ${served}`;
    case 's3':
      return `objects of bucket ${config.imageS3?.bucket}${config.imageS3?.endpoint ? ` at ${config.imageS3.endpoint}` : ''}, ${served}`;
    case 'filesystem':
      return `files in ${config.imageDir}, ${served}`;
    case 'inline':
      return 'data URLs (inline)';
  }
}
