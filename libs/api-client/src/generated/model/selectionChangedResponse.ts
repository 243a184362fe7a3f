import type { Error } from './error';

/**
 * `matching` selects a different number of rows than `expectedCount` now (someone changed the list
since it was shown); nothing was changed

 */
export type SelectionChangedResponse = Error;
