import path from 'node:path';

/**
 * The checkout's root. Both this source file (apps/api/src) and the compiled bundle (dist/apps/api,
 * `nx run api:build`) sit three folders below it, so files read at run time (the contract, the
 * migrations) are found from either.
 */
export const REPO_ROOT = path.resolve(__dirname, '../../..');
