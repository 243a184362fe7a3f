import type { Error } from './error';

/**
 * No such id
 */
export type NotFoundResponse = Error;
