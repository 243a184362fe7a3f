/** The smallest headers of each image type (enough for the type check), for tests. */
const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const littleEndian = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >> 24) & 0xff];

export const TEST_IMAGES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]),
  gif: bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], ';'),
  bmp: bytes('BM', littleEndian(58), [0, 0, 0, 0], littleEndian(54), littleEndian(40), littleEndian(1), littleEndian(1), [1, 0, 24, 0]),
  webp: bytes('RIFF', littleEndian(26), 'WEBPVP8 ', littleEndian(14), [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  html: bytes('<!doctype html><script>alert(document.cookie)</script>'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
} as const;
