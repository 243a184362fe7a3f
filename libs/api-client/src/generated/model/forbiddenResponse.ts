import type { Error } from './error';

/**
 * The signed-in role may not do this (or it is someone else's restaurant)
 */
export type ForbiddenResponse = Error;
