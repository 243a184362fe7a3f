import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../http/api-error';

/** Where a page ends: the last event's time (microseconds since 1970, as PostgreSQL keeps it) and id. */
export interface ActivityPosition {
  atMicros: number;
  eventId: number;
}

export const activityCursorMessages = {
  invalid: 'This cursor was not given by this list: load the first page again (without cursor)',
} as const;

const SIGNATURE_BYTES = 12;
const PAYLOAD = /^(\d{1,17})\.(\d{1,16})$/;

/*
 * A cursor is opaque to clients: the position and a MAC over it under the API's secret, in base64url
 * (under 60 characters, the contract allows 100). Every API process shares the secret, so a cursor from one
 * process works in another; an edited or invented one is refused before it reaches a query.
 */
function sign(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`activity-cursor:${payload}`).digest().subarray(0, SIGNATURE_BYTES);
}

export function encodeActivityCursor(secret: string, position: ActivityPosition): string {
  const payload = `${position.atMicros}.${position.eventId}`;
  return Buffer.concat([Buffer.from(payload, 'latin1'), sign(secret, payload)]).toString('base64url');
}

/** The position of a cursor this API gave; a 400 for anything else. */
export function decodeActivityCursor(secret: string, cursor: string): ActivityPosition {
  const bytes = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url') : Buffer.alloc(0);
  if (bytes.length <= SIGNATURE_BYTES) throw badRequest(activityCursorMessages.invalid);
  const payload = bytes.subarray(0, bytes.length - SIGNATURE_BYTES).toString('latin1');
  const signature = bytes.subarray(bytes.length - SIGNATURE_BYTES);
  const match = PAYLOAD.exec(payload);
  if (!match || !timingSafeEqual(signature, sign(secret, payload))) throw badRequest(activityCursorMessages.invalid);
  const position = { atMicros: Number(match[1]), eventId: Number(match[2]) };
  if (!Number.isSafeInteger(position.atMicros) || !Number.isSafeInteger(position.eventId)) throw badRequest(activityCursorMessages.invalid);
  return position;
}
