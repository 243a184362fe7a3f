import type { FastifyInstance, FastifySchema } from 'fastify';
import multipart from '@fastify/multipart';
import type { Contract } from './contract';
import { MAX_FIELD_BYTES, type FormSchema } from './form-limits';

interface BodyWithContent {
  content?: Record<string, { schema?: FormSchema }>;
}

/**
 * The limits of a form read without its own (the CSV uploads: one file of at most 20 MB, stray parts
 * read and ignored). The contract's other forms read theirs from their schema (multipart-form.ts).
 */
export const MULTIPART_LIMITS = { fileSize: 20 * 1024 * 1024, files: 1, fields: 10, parts: 11, fieldSize: MAX_FIELD_BYTES };

/*
 * Fastify validates a body schema given per content type only when the request has that content type,
 * so a call without a body would skip validation. A required JSON-only body therefore becomes the route's
 * body schema. Multipart forms are parsed by their handlers from the stream (@fastify/multipart), so their
 * schema is kept in the route config instead of Fastify's validator.
 */
export async function registerRequestBodies(app: FastifyInstance, contract: Contract): Promise<void> {
  const requiredBodies = new Set(contract.operations.filter((op) => op.bodyRequired).map((op) => op.operationId));
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.addHook('onRoute', (route) => {
    const schema = route.schema as FastifySchema | undefined;
    const content = (schema?.body as BodyWithContent | undefined)?.content;
    if (!schema || !content) return;
    const multipartForm = content['multipart/form-data'];
    if (multipartForm) {
      route.config = { ...route.config, multipartSchema: multipartForm.schema };
      delete content['multipart/form-data'];
    }
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) delete schema.body;
    else if (mediaTypes.length === 1 && mediaTypes[0] === 'application/json' && requiredBodies.has(route.config?.operationId ?? '')) {
      schema.body = content['application/json'].schema;
    }
  });

  // Emails are compared trimmed, so surrounding spaces must not fail the email format check.
  app.addHook('preValidation', async (request) => {
    const { body } = request;
    if (body && typeof body === 'object' && 'emailAddress' in body && typeof body.emailAddress === 'string') {
      body.emailAddress = body.emailAddress.trim();
    }
  });
}
