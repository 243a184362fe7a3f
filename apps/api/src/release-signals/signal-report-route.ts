import type { FastifyInstance, FastifySchema, onRequestHookHandler } from 'fastify';
import type { Queryable } from '../db/database';
import { badRequest, tooManyRequests } from '../http/api-error';
import { networkOf } from '../http/client-network';
import { createReportRateLimit } from '../remote-loads/report-rate-limit';
import { releaseSignalMessages } from './release-signal-messages';

/** The operation these protections are for. */
const OPERATION_ID = 'reportReleaseSignals';
/** The page token a page asks for before it reports. */
const PAGE_TOKEN_OPERATION_ID = 'issueReleaseSignalPageToken';
/** Page tokens each client network may get per minute: a person opening pages, not a script minting them. */
export const PAGE_TOKENS_PER_MINUTE = 30;
/** The largest report: 20 views of the longest version with every field fit in about 5 KB. */
export const SIGNAL_REPORT_BODY_LIMIT = 8 * 1024;

interface BodyWithContent {
  content?: Record<string, { schema?: unknown }>;
}

/**
 * The signal report route's protections, attached before the contract's routes are registered:
 * - the page token's own rate limit per client network, so a network gets a bounded number of tokens;
 * - a rate limit per client network (remote-loads/report-rate-limit.ts, the same token buckets shared by
 *   every API process, under their own key so signals and load reports do not draw on each other's), as
 *   the first onRequest hook, before the body is read;
 * - the small body limit;
 * - JSON sent as text/plain: navigator.sendBeacon posts a string as `text/plain;charset=UTF-8`, the one
 *   type a cross-origin beacon may carry without a preflight. The text/plain parser reads JSON for this
 *   route and plain text (Fastify's default) for every other;
 * - the body schema whatever the content type (the contract gives it per type, and Fastify validates a
 *   per-type schema only when the request has that type), so a body of another type or none is refused.
 */
export function protectSignalReportRoute(
  app: FastifyInstance,
  options: { db: Queryable; perMinute: number; pageTokensPerMinute?: number; now: () => Date },
): void {
  const limit = createReportRateLimit(options);
  const refuseWhenTooMany: onRequestHookHandler = async (request) => {
    if (!(await limit.take(`release-signals ${networkOf(request.ip)}`))) throw tooManyRequests(releaseSignalMessages.tooMany);
  };
  const pageLimit = createReportRateLimit({ ...options, perMinute: options.pageTokensPerMinute ?? PAGE_TOKENS_PER_MINUTE });
  const refuseWhenTooManyPages: onRequestHookHandler = async (request) => {
    if (!(await pageLimit.take(`release-signal-pages ${networkOf(request.ip)}`))) throw tooManyRequests(releaseSignalMessages.tooManyPages);
  };

  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (request, text, done) => {
    if (request.routeOptions.config.operationId !== OPERATION_ID) return done(null, text);
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(badRequest(releaseSignalMessages.notJson), undefined);
    }
  });

  app.addHook('onRoute', (route) => {
    if (route.config?.operationId === PAGE_TOKEN_OPERATION_ID) {
      route.onRequest = [refuseWhenTooManyPages, ...(route.onRequest ? [route.onRequest].flat() : [])];
      return;
    }
    if (route.config?.operationId !== OPERATION_ID) return;
    route.bodyLimit = SIGNAL_REPORT_BODY_LIMIT;
    const schema = route.schema as FastifySchema | undefined;
    const content = (schema?.body as BodyWithContent | undefined)?.content;
    if (schema && content?.['application/json']) schema.body = content['application/json'].schema;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseWhenTooMany, ...existing];
  });
}
