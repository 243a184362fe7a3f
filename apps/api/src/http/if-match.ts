import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ConfigError } from '../config-error';
import { ApiError, badRequest } from './api-error';
import type { ContractOperation } from './contract';

/*
 * Optimistic concurrency, HTTP's way (the contract's IfMatch parameter): a change to one existing object
 * names the version it was made from, and is made only while the object is still at that version
 * (version-conflict.ts answers 412 otherwise). Only the version is compared: `"7"`, `"7-<digest>"` (a
 * read's ETag) and `W/"7-<digest>"` (a compressing proxy's) all mean 7; `*` means any version.
 */

/** What If-Match asks for: any version (`*`, or no header under API_IF_MATCH=optional), or one of these. */
export type ExpectedVersion = { readonly any: true } | { readonly any: false; readonly versions: readonly number[] };

export const ANY_VERSION: ExpectedVersion = { any: true };

/** API_IF_MATCH: what a change without If-Match (a release older than versions) gets. */
export const IF_MATCH_POLICIES = ['optional', 'required'] as const;
export type IfMatchPolicy = (typeof IF_MATCH_POLICIES)[number];

export const MALFORMED_IF_MATCH =
  'If-Match must name the version this change was made from, as its read or list row gave it ("7", or the read\'s ETag), or be *';
export const IF_MATCH_REQUIRED = 'This change must say which version it was made from: reload and try again';

const MAX_VERSION = 2147483647;
// One entity tag of a list, and the comma after it (RFC 9110 §8.8.3: etagc excludes '"' and spaces).
const ENTITY_TAG = /\s*(?:W\/)?"([\x21\x23-\x7e\x80-\xff]*)"\s*(?:,|$)/y;
const VERSION_TAG = /^(\d{1,10})(?:-[\x21\x23-\x7e\x80-\xff]*)?$/;

/** The versions an If-Match value names; a value that names none (or is not an entity tag list) is a 400. */
export function parseIfMatch(value: string): ExpectedVersion {
  const text = value.trim();
  if (text === '*') return ANY_VERSION;
  const versions: number[] = [];
  ENTITY_TAG.lastIndex = 0;
  while (ENTITY_TAG.lastIndex < text.length) {
    const match = ENTITY_TAG.exec(text);
    const version = match && VERSION_TAG.exec(match[1]);
    const number = version ? Number(version[1]) : 0;
    if (!version || number < 1 || number > MAX_VERSION) throw badRequest(MALFORMED_IF_MATCH);
    versions.push(number);
  }
  if (versions.length === 0) throw badRequest(MALFORMED_IF_MATCH);
  return { any: false, versions };
}

export function readIfMatchPolicy(value: string | undefined): IfMatchPolicy {
  const text = value?.trim().toLowerCase() || 'optional';
  if (!(IF_MATCH_POLICIES as readonly string[]).includes(text)) {
    throw new ConfigError(`API_IF_MATCH must be ${IF_MATCH_POLICIES.join(' or ')}: ${value}`);
  }
  return text as IfMatchPolicy;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The version a change of one object was made from (operations with If-Match); null elsewhere. */
    expectedVersion: ExpectedVersion | null;
  }
}

/**
 * Decorates the requests, and hands the header to the hook (ifMatchHook): the contract's header schema
 * names it `If-Match` and requires it, but Node gives headers lowercased, so Fastify would find it
 * missing whatever was sent; the hook decides about a missing one, and the schema still checks its length.
 */
export function registerIfMatch(app: FastifyInstance): void {
  app.decorateRequest('expectedVersion', null);
  app.addHook('onRoute', (route) => {
    const headers = (route.schema as { headers?: HeaderSchema } | undefined)?.headers;
    const property = headers?.properties?.['If-Match'];
    if (!headers?.properties || !property) return;
    delete headers.properties['If-Match'];
    headers.properties['if-match'] = property;
    headers.required = headers.required?.filter((name) => name !== 'If-Match');
  });
}

interface HeaderSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * The If-Match of an operation that has it, read as the request arrives (after the role guard): the
 * contract marks the header required, so Fastify's validation would refuse a missing one with a 400
 * before the policy could decide. Without it, `optional` makes the change as if `*` were sent, says so
 * with `Deprecation: true` and logs the operation; `required` answers 428.
 */
export function ifMatchHook(operation: ContractOperation, policy: IfMatchPolicy): onRequestHookHandler {
  return async (request, reply) => {
    const header = request.headers['if-match'];
    if (header === undefined) {
      if (policy === 'required') throw new ApiError(428, IF_MATCH_REQUIRED);
      // The validation that follows reads the header the change is now treated as having sent.
      request.raw.headers['if-match'] = '*';
      request.expectedVersion = ANY_VERSION;
      reply.header('deprecation', 'true');
      request.log.warn(
        { operationId: operation.operationId, ifMatch: 'missing' },
        `${operation.operationId} sent without If-Match: made on any version (API_IF_MATCH=optional)`,
      );
      return;
    }
    request.expectedVersion = parseIfMatch(String(header));
  };
}

/** The version the request's change was made from: only operations with the IfMatch parameter have one. */
export function expectedVersionOf(request: FastifyRequest): ExpectedVersion {
  if (!request.expectedVersion) throw new Error(`${request.routeOptions.config.operationId} has no If-Match in the contract`);
  return request.expectedVersion;
}

export function isExpected(expected: ExpectedVersion, version: number): boolean {
  return expected.any || expected.versions.includes(version);
}
