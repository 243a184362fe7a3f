import type { Error } from './error';

/**
 * Clashes with existing data (an email or a name already in use)
 */
export type ConflictResponse = Error;
