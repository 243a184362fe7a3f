// A real 1×1 PNG: the API judges an image by its bytes, not only its name.
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (character) => character.charCodeAt(0),
);

/** A picked image file the API accepts. */
export const testPngFile = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

/** The same image as a browser test picks it (playwright's setInputFiles takes a name, a type and the bytes). */
export const testPngUpload = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
