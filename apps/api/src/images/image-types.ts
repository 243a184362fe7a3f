/*
 * The image types a set may hold (spec §5 Images): png, jpg, gif, bmp and webp. The server trusts
 * neither the file's name nor its declared content type: the type is read from the first bytes.
 */
export type ImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp' | 'image/webp';

/** The extension a stored file gets for each type. */
export const EXTENSION_OF: Record<ImageContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/webp': 'webp',
};

/** The type a file name's extension stands for (the form's rule: png, jpg/jpeg, gif, bmp, webp). */
export const TYPE_OF_EXTENSION: Record<string, ImageContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** Declared content types browsers and tools send for those files, to the type they mean. */
const DECLARED_TYPES: Record<string, ImageContentType> = {
  'image/png': 'image/png',
  'image/x-png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'image/bmp': 'image/bmp',
  'image/x-bmp': 'image/bmp',
  'image/x-ms-bmp': 'image/bmp',
  'image/webp': 'image/webp',
};

/** The type a declared Content-Type (parameters and case ignored) stands for; undefined when not an image type. */
export function declaredImageType(mimetype: string): ImageContentType | undefined {
  return DECLARED_TYPES[mimetype.split(';')[0].trim().toLowerCase()];
}

/** The type a file name's extension stands for; undefined when it has none of the allowed extensions. */
export function imageTypeOfName(filename: string): ImageContentType | undefined {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? undefined : TYPE_OF_EXTENSION[filename.slice(dot + 1).toLowerCase()];
}

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** BITMAPCOREHEADER, BITMAPINFOHEADER and its later versions (OS/2 64 included). */
const BMP_DIB_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/**
 * The real type of a file from its magic numbers; undefined for anything else (HTML, scripts, SVG,
 * truncated headers). BMP's two-byte 'BM' is also held to a known DIB header size, so text that
 * happens to start with 'BM' is not taken for a bitmap.
 */
export function sniffImageType(bytes: Uint8Array): ImageContentType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 18) {
    const dibHeaderSize = bytes[14] | (bytes[15] << 8) | (bytes[16] << 16) | (bytes[17] << 24);
    if (BMP_DIB_HEADER_SIZES.has(dibHeaderSize)) return 'image/bmp';
  }
  return undefined;
}
