import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { versionOf } from './version-conflict';

/** A public answer may be stored by the caller's browser only, and is revalidated before each use. */
export const REVALIDATE = 'private, no-cache';
/** What a signed-in person read is kept by no cache, the browser's included, so it is gone once they leave. */
export const NOT_STORED = 'no-store';

/** The Cache-Control of a JSON answer: nothing of a signed-in person stays behind in the browser. */
export function cacheControlOf(request: FastifyRequest): string {
  return request.auth ? NOT_STORED : REVALIDATE;
}

/**
 * Weak validators: the same JSON is sent gzip, brotli or plain, and a weak ETag stays valid across those
 * encodings (a strong one would have to differ per encoding).
 */
export function weakEtag(digest: string): string {
  return `W/"${digest}"`;
}

const digestOf = (body: string | Buffer) => createHash('sha1').update(body).digest('base64url');

export function bodyEtag(body: string | Buffer): string {
  return weakEtag(digestOf(body));
}

/**
 * A single object's read (the contract's ObjectETag): `"<version>-<digest of the body>"`, so the same
 * tag sent back in If-Match names the version (if-match.ts) and in If-None-Match this very body.
 */
export function objectEtag(body: string | Buffer): string | undefined {
  let version: number | undefined;
  try {
    version = versionOf(JSON.parse(body.toString()));
  } catch {
    return undefined;
  }
  return version === undefined ? undefined : `"${version}-${digestOf(body)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/** Turns the reply into a 304 with the validators; the caller sends no body (null). */
export function notModified(reply: FastifyReply, etag: string): FastifyReply {
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return reply.code(304).header('etag', etag).header('cache-control', cacheControlOf(reply.request));
}

export function isJsonRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.method === 'GET' &&
    reply.statusCode === 200 &&
    request.routeOptions.config.operationId !== undefined &&
    /^application\/json/.test(String(reply.getHeader('content-type') ?? ''))
  );
}

/** Every other answer to a signed-in caller (a write's, an error's) is kept by no cache either. */
export function registerNoStoreForSignedIn(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.auth && !reply.hasHeader('cache-control')) reply.header('cache-control', NOT_STORED);
    return payload;
  });
}

/**
 * ETag and If-None-Match on the contract's JSON reads: a 200 carries a weak ETag of its body and its
 * Cache-Control (cacheControlOf: `no-store` for a signed-in caller, so no browser keeps a person's data
 * after they leave; `private, no-cache` for public reads, which the browser's HTTP cache revalidates
 * itself); the same ETag in If-None-Match gets a 304 without the body. The body is
 * still built: calls that must skip that work answer from the list cache (list-cache.ts), which sets
 * its own ETag before this hook runs. Runs before the compression hook, so it hashes the plain JSON.
 * A single object's read (objectReads) has its version in its ETag (objectEtag).
 */
export function registerConditionalGet(app: FastifyInstance, objectReads: ReadonlySet<string> = new Set()): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJsonRead(request, reply) || reply.hasHeader('etag')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const operationId = request.routeOptions.config.operationId ?? '';
    const etag = (objectReads.has(operationId) && objectEtag(payload)) || bodyEtag(payload);
    reply.header('etag', etag).header('cache-control', cacheControlOf(request));
    if (!matchesIfNoneMatch(request, etag)) return payload;
    notModified(reply, etag);
    return null;
  });
}
