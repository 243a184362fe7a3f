import type { Error } from './error';

/**
 * Bad input; `message` names the first rule broken, in the console's words
 */
export type BadRequestResponse = Error;
