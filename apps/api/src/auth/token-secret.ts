import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { readOrCreateSetting } from '../db/settings';

/**
 * API_TOKEN_SECRET when set. Otherwise (never in production, see config.ts) a random secret generated
 * once and kept in the settings table, so tokens survive restarts of a development server. Processes
 * starting at once agree on it: the first insert wins and every process reads the stored value.
 */
export async function resolveTokenSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return readOrCreateSetting(db, 'token_secret', () => randomBytes(32).toString('base64url'));
}
