import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { listPushOutbox } from './push-outbox';

const pushOutboxQuery = {
  type: 'object',
  properties: {
    user: { type: 'string', maxLength: 254 },
    restaurantDealId: { type: 'integer', minimum: 1, maximum: 2147483647 },
    kind: { type: 'string', enum: ['deal', 'admin-notification'] },
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
  },
  additionalProperties: false,
} as const;

/** What pushOutboxQuery lets through (a development route: not in the contract, so not generated). */
interface PushOutboxQuery {
  user?: string;
  restaurantDealId?: number;
  kind?: 'deal' | 'admin-notification';
  limit?: number;
}

/**
 * GET /__dev/push-outbox?user=<userId or email>&restaurantDealId=<id>&kind=<kind>&limit=<n>: the push
 * notifications waiting in push_outbox (and those a worker sent), newest first, so that people and
 * tests can see who would be notified. Not in the contract, like /__dev/outbox; never registered in
 * production.
 */
export function registerDevPushOutbox(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: PushOutboxQuery }>('/__dev/push-outbox', { schema: { querystring: pushOutboxQuery } }, async (request) => {
    const { user, restaurantDealId, kind, limit } = request.query;
    const who = user?.trim();
    const byId = who && /^\d{1,9}$/.test(who) ? Number(who) : undefined;
    const pushes = await listPushOutbox(db, {
      userId: byId,
      userEmail: who && byId === undefined ? who : undefined,
      restaurantDealId,
      kind,
      limit,
    });
    return { pushes };
  });
}
