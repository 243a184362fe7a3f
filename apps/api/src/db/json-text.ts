import type { FastifyReply } from 'fastify';

/**
 * Sends a list the database wrote as JSON text (the large lists: restaurants, menu items, deals) as it is,
 * without parsing and re-serialising it in the API; the tests check these answers against the contract.
 */
export async function sendJsonText(reply: FastifyReply, json: string | Promise<string>): Promise<string> {
  const text = await json;
  reply.type('application/json; charset=utf-8');
  return text;
}
