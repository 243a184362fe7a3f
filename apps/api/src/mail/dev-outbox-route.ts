import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  sentAt: string;
}

const outboxQuery = {
  type: 'object',
  properties: { to: { type: 'string', maxLength: 254 } },
  additionalProperties: false,
} as const;

/**
 * GET /__dev/outbox?to=<email>: the mail the development mailer stored, newest first, so that people
 * and tests can read verification codes. Never registered in production.
 */
export function registerDevOutbox(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: { to?: string } }>('/__dev/outbox', { schema: { querystring: outboxQuery } }, async (request) => {
    const { to } = request.query;
    const rows = await db.query<{ to: string; subject: string; text: string; code: string | null; sentAt: Date }>(
      `SELECT to_address AS "to", subject, text_body AS "text", code, sent_at AS "sentAt"
         FROM dev_outbox
        WHERE $1::text IS NULL OR lower(to_address) = lower(trim($1::text))
        ORDER BY message_id DESC
        LIMIT 100`,
      [to ?? null],
    );
    const messages: OutboxMessage[] = rows.map((row) => ({ ...row, sentAt: row.sentAt.toISOString() }));
    return { messages };
  });
}
