import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { readOrCreateSetting } from '../db/settings';

/** The least estimated entropy of API_TOKEN_SECRET in production: as strong as the HMAC's 128-bit security goal. */
export const MIN_SECRET_ENTROPY_BITS = 128;

/**
 * An upper estimate of a secret's entropy in bits, from how often each character occurs in it (the
 * sum over characters of count × log2(length / count)). One repeated letter scores 0 and 'abab…' one bit
 * a character, while `openssl rand -base64 48` (64 characters) scores about 330. It cannot see
 * patterns such as 'abcdef…', so it refuses only the plainly weak, never proves a secret strong.
 */
export function estimatedSecretEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bits = 0;
  for (const count of counts.values()) bits += count * Math.log2(characters.length / count);
  return bits;
}

/**
 * API_TOKEN_SECRET when set. Otherwise (never in production, see config.ts) a random secret generated
 * once and kept in the settings table, so tokens survive restarts of a development server. Processes
 * starting at once agree on it: the first insert wins and every process reads the stored value.
 */
export async function resolveTokenSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return readOrCreateSetting(db, 'token_secret', () => randomBytes(32).toString('base64url'));
}
