import { imageCountProblem, imageFileProblem, imageMessages as ruleImageMessages } from '@console/rules';
import { badRequest } from '../http/api-error';
import type { UploadedFile } from '../http/uploaded-file';
import { declaredImageType, imageTypeOfName, sniffImageType, type ImageContentType } from '../images/image-types';

/*
 * Uploaded images (spec §5 Images, §9): png, jpg, gif, bmp or webp, at most 5 per set, 2 MB each (not
 * in the spec; the contract says it). The multipart reader stops a file at the same size
 * (http/multipart-form.ts), so a bigger one gets the same 400 sentence.
 */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const imageMessages = { ...ruleImageMessages, tooLarge: 'An image cannot exceed 2 MB' } as const;

/** An uploaded image that passed every check: its bytes and the type they really are. */
export interface CheckedImage {
  data: Buffer;
  contentType: ImageContentType;
}

/**
 * Checks the files of one set (`existing` images already in it): the count, the name's type (the
 * form's rule), the declared content type and the first bytes must all say the same image type, and
 * the size is at most MAX_IMAGE_BYTES. Throws the 400 of the first problem.
 */
export function checkImageFiles(files: UploadedFile[], existing: number): CheckedImage[] {
  const tooMany = imageCountProblem(existing, files.length);
  if (tooMany) throw badRequest(tooMany);
  return files.map((file) => {
    const unsupported = imageFileProblem(file.filename || 'no-name');
    if (unsupported) throw badRequest(unsupported);
    if (file.data.length === 0) throw badRequest(imageMessages.unsupported);
    if (file.data.length > MAX_IMAGE_BYTES) throw badRequest(imageMessages.tooLarge);
    const named = imageTypeOfName(file.filename);
    const real = sniffImageType(file.data);
    if (!named || !real || named !== real || declaredImageType(file.mimetype) !== real) throw badRequest(imageMessages.unsupported);
    return { data: file.data, contentType: real };
  });
}
