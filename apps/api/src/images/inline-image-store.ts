import type { ImageStore } from './image-store';

/**
 * Images kept inside their row as data URLs, as the reference API always did: nothing to serve or
 * remove. For tests and tiny demos; a real deployment uses the filesystem adapter.
 */
export function createInlineImageStore(): ImageStore {
  return {
    kind: 'inline',
    async save(image) {
      return `data:${image.contentType};base64,${image.data.toString('base64')}`;
    },
    async remove() {
      // The data lives in the row, which is already gone.
    },
    async read() {
      return undefined;
    },
    keyOf() {
      return undefined;
    },
    async list() {
      return [];
    },
  };
}
