import type { Error } from './error';

/**
 * This call's domain is not implemented yet by the reference API
 */
export type NotImplementedResponse = Error;
