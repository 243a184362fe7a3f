import type { FastifyInstance } from 'fastify';

/**
 * A host that is stopping behind a balancer (apps/api/README.md, "Stopping"): from SIGTERM on it fails
 * GET /health/ready, so the balancer takes it out, and still serves whatever reaches it meanwhile, each
 * answer with `Connection: close` so no connection to it is kept for a next request. Then it closes.
 */
export interface Drain {
  readonly draining: boolean;
  begin(): void;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}

/** Every answer sent while draining closes its connection, also one whose request came in before. */
export function registerDrain(app: FastifyInstance, drain: Drain): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (drain.draining) reply.header('connection', 'close');
    return payload;
  });
}
