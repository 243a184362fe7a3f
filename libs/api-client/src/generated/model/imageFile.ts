
/**
 * An image file of type png, jpg, gif, bmp or webp
 */
export type ImageFile = Blob;
