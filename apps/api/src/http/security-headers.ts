import type { FastifyInstance } from 'fastify';

/**
 * What every API answer carries. An answer is data, never a page: it may load nothing and be framed
 * nowhere, is read only as its declared type, and the calls it makes send no referrer. A route that
 * sets one of these itself keeps its own (the stored images add `sandbox` to their policy).
 */
export const API_RESPONSE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/** A year, as the console's origins send it (tools/deployment/response-headers.mjs). */
export const API_STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Adds the headers to every answer, errors and CORS preflights included. HSTS only over https: the
 * socket's own TLS, or X-Forwarded-Proto from a proxy the API trusts (API_TRUST_PROXY; Fastify's
 * request.protocol ignores the header from anyone else).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    for (const [name, value] of Object.entries(API_RESPONSE_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    if (request.protocol === 'https' && !reply.hasHeader('strict-transport-security')) {
      reply.header('strict-transport-security', API_STRICT_TRANSPORT_SECURITY);
    }
    done(null, payload);
  });
}
