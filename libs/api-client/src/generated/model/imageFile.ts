
/**
 * An image file of type png, jpg, gif, bmp or webp (by name, declared type and content), at most 2 MB (2,097,152 bytes)
 */
export type ImageFile = Blob;
