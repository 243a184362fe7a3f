import type { Error } from './error';

/**
 * Missing, invalid, expired or revoked token, or wrong credentials at login
 */
export type UnauthorizedResponse = Error;
