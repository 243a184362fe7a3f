import { notFound } from '../http/api-error';
import type { OperationHandlers } from '../http/contract-routes';
import { IMAGE_KEY, type ImageStore } from './image-store';

export const imageHandlerMessages = { imageNotFound: 'Image not found' } as const;

/** Headers of every stored image: bytes shown as the stored type only, never run, never sniffed. */
const IMAGE_HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

/** Whether an If-None-Match header names this ETag (weak comparison, `*` included). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/** GET /images/{imageKey}: an image the store wrote, public (the key is the secret), cached for good. */
export function imageHandlers({ store }: { store: ImageStore }): OperationHandlers {
  return {
    async getImageFile(request, reply) {
      const { imageKey } = request.params;
      reply.header('x-content-type-options', 'nosniff');
      // Only keys of the generated shape reach the store: no separators, no dots but the extension's.
      const image = IMAGE_KEY.test(imageKey) ? await store.read(imageKey) : undefined;
      if (!image) throw notFound(imageHandlerMessages.imageNotFound);
      reply.headers({ ...IMAGE_HEADERS, etag: image.etag });
      if (matches(request.headers['if-none-match'], image.etag)) return reply.code(304).send();
      return reply.code(200).type(image.contentType).send(image.data);
    },
  };
}
