import type { FastifyInstance, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';

interface BodyWithContent {
  content?: Record<string, { schema?: unknown }>;
}

export interface MultipartRouteConfig {
  /** The contract's schema of the form, for handlers that read the parts. */
  multipartSchema?: unknown;
}

/** Image uploads: at most 5 per set, a few MB each; CSV files can be larger. */
const MULTIPART_LIMITS = { fileSize: 20 * 1024 * 1024, files: 10, fields: 200, parts: 220 };

/*
 * Fastify validates a body schema given per content type only when the request has that content type,
 * so a JSON call without a body would skip validation. A JSON-only body therefore becomes the route's
 * body schema. Multipart forms are parsed by their handlers from the stream (@fastify/multipart), so their
 * schema is kept in the route config instead of Fastify's validator.
 */
export async function registerRequestBodies(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.addHook('onRoute', (route) => {
    const schema = route.schema as (FastifySchema & { body?: BodyWithContent }) | undefined;
    const content = schema?.body?.content;
    if (!schema || !content) return;
    const multipartForm = content['multipart/form-data'];
    if (multipartForm) {
      route.config = { ...(route.config as object), multipartSchema: multipartForm.schema } as typeof route.config;
      delete content['multipart/form-data'];
    }
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) delete schema.body;
    else if (mediaTypes.length === 1 && mediaTypes[0] === 'application/json') schema.body = content['application/json'].schema;
  });

  // Emails are compared trimmed, so surrounding spaces must not fail the email format check.
  app.addHook('preValidation', async (request) => {
    const body = request.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && typeof body.emailAddress === 'string') {
      body.emailAddress = body.emailAddress.trim();
    }
  });
}
