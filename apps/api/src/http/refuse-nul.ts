import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

export const NUL_MESSAGE = 'Text cannot contain NUL characters';

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  // Multipart files are streams or buffers: only their text fields are looked at, by the form reader.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.values(value).some((item) => holdsNul(item, depth + 1));
}

/**
 * No stored text may hold a NUL character (PostgreSQL refuses it, and no console field can type it):
 * a path, query or JSON body carrying one is refused with a 400 before any handler runs.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) throw new ApiError(400, NUL_MESSAGE);
  });
}
