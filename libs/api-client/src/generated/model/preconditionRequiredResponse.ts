import type { Error } from './error';

/**
 * The change did not say which version it was made from (no If-Match) and the API requires it
 */
export type PreconditionRequiredResponse = Error;
