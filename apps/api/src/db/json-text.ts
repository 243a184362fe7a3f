import type { FastifyReply } from 'fastify';
import type { JsonText } from '../http/contract-types';

/**
 * Sends a list the database wrote as JSON text (the large lists: restaurants, menu items, deals) as it is,
 * without parsing and re-serialising it in the API. The compiler cannot read inside the text: it is typed as
 * the operation's answer (`Body`, from the handler's contract), and the tests check each against the contract.
 */
export async function sendJsonText<Body>(reply: FastifyReply, json: string | Promise<string>): Promise<JsonText<Body>> {
  const text = await json;
  reply.type('application/json; charset=utf-8');
  return text as JsonText<Body>;
}
