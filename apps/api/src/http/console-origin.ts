import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { forbidden } from './api-error';

/** Where the console may be served from when CONSOLE_ORIGINS is not set: any local port (development, tests). */
export const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

export type ConsoleOrigins = readonly string[] | RegExp;

export const FOREIGN_REPORT_MESSAGE = 'Reports are accepted from the console only';

/** The console's origins (CONSOLE_ORIGINS), or the API's own (a console served beside it, same origin). */
export function isConsoleOrigin(origin: string, origins: ConsoleOrigins, request: FastifyRequest): boolean {
  if (origin === `${request.protocol}://${request.host}`) return true;
  return origins instanceof RegExp ? origins.test(origin) : origins.includes(origin);
}

/**
 * Refuses a report a browser sends from another site. The unauthenticated report routes take a beacon's
 * text/plain body, which a browser sends cross-origin without asking (no preflight), and CORS only keeps
 * the answer from the page: without this, any site could have its visitors' browsers report failures
 * or health for the console's releases, each visitor counting as a distinct person. A browser names the
 * page's origin on every POST; a request without one is not a browser's, and the per-network rate limit
 * and the count of people per address hold it.
 */
export function refuseForeignReports(app: FastifyInstance, options: { operationIds: readonly string[]; origins: ConsoleOrigins }) {
  const refuseForeign: onRequestHookHandler = async (request) => {
    const origin = request.headers.origin;
    if (origin !== undefined && !isConsoleOrigin(origin, options.origins, request)) throw forbidden(FOREIGN_REPORT_MESSAGE);
  };
  app.addHook('onRoute', (route) => {
    if (!options.operationIds.includes(route.config?.operationId as string)) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [refuseForeign, ...existing];
  });
}
