import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Below this many bytes a response goes as it is: the headers and the CPU would cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD = 1024;

export type ContentEncoding = 'br' | 'gzip';

/*
 * Measured on the 3 MB whole restaurant list (fastest of 7 on the shared 2-core machine): gzip 6 66 ms →
 * 166 KB, brotli 4 46 ms → 171 KB, brotli 5 66 ms → 145 KB, brotli 11 (zlib's default) seconds.
 * Answers compressed on every call use brotli 4, the cheapest at gzip's size; the list cache compresses
 * a list once per change and sends it many times, so it spends 20 ms more once for 15 % fewer bytes.
 */
const brotliAt = (quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});
const brotliOptions = brotliAt(4);
const storedBrotliOptions = brotliAt(5);
const gzipOptions: zlib.ZlibOptions = { level: 6 };

/** Preferred first when the client accepts both equally (browsers send `gzip, deflate, br, zstd`). */
export const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Compresses JSON and other text responses of at least COMPRESSION_THRESHOLD bytes, by Accept-Encoding.
 * Images keep their bytes: the plugin leaves png, jpeg, gif and webp alone (not compressible by mime-db),
 * and responses that already carry a Content-Encoding (the list cache's stored forms) pass through.
 */
export async function registerResponseCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ENCODINGS,
    brotliOptions,
    zlibOptions: gzipOptions,
  });
}

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** A body the list cache keeps, compressed off the event loop (zlib's thread pool). */
export function compressBody(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br' ? brotliCompress(body, storedBrotliOptions) : gzipCompress(body, gzipOptions);
}

/**
 * The encoding to send for an Accept-Encoding header, as the plugin negotiates it: the highest q-value
 * among br and gzip (`*` counts for both), ties going to ENCODINGS' order; undefined means identity.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim() === 'x-gzip' ? 'gzip' : name.trim(), q === undefined ? 1 : Number(q));
  }
  let best: ContentEncoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [encoding, weight];
  }
  return best;
}
