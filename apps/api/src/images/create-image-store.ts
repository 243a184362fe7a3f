import { createFilesystemImageStore } from './filesystem-image-store';
import type { ImageStore } from './image-store';
import { createInlineImageStore } from './inline-image-store';

export type ImageStorage = 'filesystem' | 'inline';
export const IMAGE_STORAGES: readonly ImageStorage[] = ['filesystem', 'inline'];

/** The adapter the configuration names (IMAGE_STORAGE, IMAGE_DIR, IMAGE_PUBLIC_URL; see config.ts). */
export async function createImageStore(config: {
  imageStorage: ImageStorage;
  imageDir: string;
  imagePublicUrl: string;
}): Promise<ImageStore> {
  switch (config.imageStorage) {
    case 'inline':
      return createInlineImageStore();
    case 'filesystem':
      return createFilesystemImageStore({ directory: config.imageDir, publicUrl: config.imagePublicUrl });
  }
}
