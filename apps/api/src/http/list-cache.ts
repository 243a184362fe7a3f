import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { readDataVersions } from '../db/data-versions';
import { ByteLru } from './byte-lru';
import { callerScope, type CachedRead } from './cached-reads';
import type { OperationId } from './contract-types';
import { cacheControlOf, matchesIfNoneMatch, notModified, weakEtag } from './conditional-get';
import { COMPRESSION_THRESHOLD, compressBody, negotiateEncoding, type ContentEncoding } from './response-compression';

/** 64 MB: some twenty whole restaurant lists at 10,000 restaurants, with their brotli and gzip forms. */
export const DEFAULT_LIST_CACHE_BYTES = 64 * 1024 * 1024;

interface Entry {
  body: Buffer;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

interface Pending {
  key: string;
  etag: string;
  /** Set once this request built the answer, or gave up; other requests for the same key wait for it. */
  settle?: (entry: Entry | undefined) => void;
}

/** Versions of a cached read's tables that the access guard read with the session (auth/access-guard.ts). */
export interface PrefetchedDataVersions {
  tables: readonly string[];
  versions: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    listCache: Pending | null;
    /** Set by the guard when it read this read's versions in the session's statement; the cache then reads none. */
    prefetchedDataVersions: PrefetchedDataVersions | null;
  }
  interface FastifyInstance {
    /** The tables whose versions a GET of this operation keys its cached answer by; undefined when not cached. */
    listCacheTables(operationId: string): readonly string[] | undefined;
  }
}

export interface ListCacheOptions {
  db: Queryable;
  now: () => Date;
  maxBytes?: number;
  /** The reads it keeps (the app's cached-list-reads.ts). */
  reads: Readonly<Partial<Record<OperationId, CachedRead>>>;
}

/**
 * Answers of the heavy contract reads (`reads`), kept serialized, and compressed once per encoding.
 * The key is a hash of the operation, the URL, the caller's scope and the versions of the tables the read
 * is built from (data_versions, bumped by triggers in the writing transaction: migration 007). One
 * indexed read of those versions tells whether the stored answer is still right, whichever API process
 * made the write; the key is also the ETag, so an unchanged list answers 304 without running its query.
 * Versions are read before the query: an answer is never kept under versions older than its data. A
 * signed-in caller's versions come with its session's read (the guard asks app.listCacheTables), in the
 * same statement: one round trip per cached answer.
 */
export function registerListCache(app: FastifyInstance, options: ListCacheOptions): ByteLru<Entry> {
  const reads = new Map<string, CachedRead | undefined>(Object.entries(options.reads));
  const cache = new ByteLru<Entry>(options.maxBytes ?? DEFAULT_LIST_CACHE_BYTES);
  const building = new Map<string, Promise<Entry | undefined>>();

  app.decorateRequest('listCache', null);
  app.decorateRequest('prefetchedDataVersions', null);
  app.decorate('listCacheTables', (operationId: string) => reads.get(operationId)?.tables);

  app.addHook('preHandler', async (request, reply) => {
    const operationId = request.routeOptions.config.operationId;
    const read = operationId ? reads.get(operationId) : undefined;
    if (!read || request.method !== 'GET') return;
    const prefetched = request.prefetchedDataVersions;
    const versions = prefetched?.tables === read.tables ? prefetched.versions : await readDataVersions(options.db, read.tables);
    const day = read.byDay ? options.now().toISOString().slice(0, 10) : '';
    // One-shot: a Hash object per request cost more than the digest itself.
    const key = hash('sha1', [operationId, request.url, callerScope(request), day, versions].join('\n'), 'base64url');
    const pending: Pending = { key, etag: weakEtag(`v${key}`) };
    request.listCache = pending;
    if (matchesIfNoneMatch(request, pending.etag)) {
      notModified(reply, pending.etag);
      return reply.send();
    }

    // Concurrent misses of one key wait for the first one's answer instead of each running the query.
    const entry = cache.get(key) ?? (await building.get(key));
    if (entry) return sendEntry(request, reply, pending, entry);
    let settle!: (entry: Entry | undefined) => void;
    building.set(key, new Promise((resolve) => (settle = resolve)));
    pending.settle = (built) => {
      building.delete(key);
      settle(built);
    };
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pending = request.listCache;
    if (!pending?.settle) return payload;
    const { settle } = pending;
    pending.settle = undefined;
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      settle(undefined);
      return payload;
    }
    const entry: Entry = { body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload), encoded: {} };
    cache.set(pending.key, entry, entry.body.length);
    settle(entry);
    return encodedBody(request, reply, pending, entry, cache);
  });

  // A request that never reached onSend (its connection dropped) must not keep the others waiting.
  app.addHook('onResponse', async (request) => request.listCache?.settle?.(undefined));

  return cache;

  async function sendEntry(request: FastifyRequest, reply: FastifyReply, pending: Pending, entry: Entry) {
    reply.type('application/json; charset=utf-8');
    return reply.send(await encodedBody(request, reply, pending, entry, cache));
  }
}

/** The entry's body in the encoding the caller accepts, compressed once and kept; sets the validators. */
async function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: Pending,
  entry: Entry,
  cache: ByteLru<Entry>,
): Promise<Buffer> {
  reply.header('etag', pending.etag).header('cache-control', cacheControlOf(reply.request)).header('vary', 'Accept-Encoding');
  const encoding = entry.body.length >= COMPRESSION_THRESHOLD ? negotiateEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return entry.body;
  let encoded = entry.encoded[encoding];
  if (!encoded) {
    encoded = await compressBody(entry.body, encoding);
    entry.encoded[encoding] = encoded;
    cache.grow(pending.key, encoded.length);
  }
  reply.header('content-encoding', encoding);
  return encoded;
}
