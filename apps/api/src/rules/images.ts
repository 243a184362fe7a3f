import { imageCountProblem, imageFileProblem, imageMessages as ruleImageMessages } from '@console/rules';
import { badRequest } from '../http/api-error';
import type { UploadedFile } from '../http/multipart-form';

/*
 * Uploaded images (spec §5 Images, §9): png, jpg, gif, bmp or webp, at most 5 per set. The reference API
 * has no file server, so an image is kept as a data URL, like the seeded pictures; hence the size cap
 * (not in the spec) of 2 MB per image.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const imageMessages = { ...ruleImageMessages, tooLarge: 'An image cannot exceed 2 MB' } as const;

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** Checks the files of one set and returns them as data URLs; `existing` images already in the set. */
export function imagesAsDataUrls(files: UploadedFile[], existing: number): string[] {
  const tooMany = imageCountProblem(existing, files.length);
  if (tooMany) throw badRequest(tooMany);
  return files.map((file) => {
    // The name's type is the form's rule; the declared content type must be an image type too.
    const unsupported = imageFileProblem(file.filename || 'no-name');
    if (unsupported) throw badRequest(unsupported);
    const extension = file.filename.split('.').pop()?.toLowerCase() ?? '';
    const type = TYPES[extension];
    if (!type || !Object.values(TYPES).includes(file.mimetype.toLowerCase())) throw badRequest(imageMessages.unsupported);
    if (file.data.length === 0) throw badRequest(imageMessages.unsupported);
    if (file.data.length > MAX_IMAGE_BYTES) throw badRequest(imageMessages.tooLarge);
    return `data:${type};base64,${file.data.toString('base64')}`;
  });
}
