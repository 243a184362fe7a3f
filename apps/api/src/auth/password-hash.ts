import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64url), with a random salt per user.
 * The parameters travel with the hash, so the cost can be raised: a sign-in that finds a hash of a
 * lower cost stores a new one (needsRehash).
 */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}

/**
 * The OWASP Password Storage Cheat Sheet's scrypt setting: 128 MiB and about 0.1–0.5 s of one core per
 * hash. Node runs at most 4 at once per process (libuv's pool), so hashing peaks at 512 MiB a process.
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The cost before issue 19 (16 MiB, ~60 ms), for hashes no real account keeps: the demo seed (54
 * accounts at PASSWORD_COST would add ~15 s to every first start and test template) and the API tests,
 * which sign in hundreds of times. An API at PASSWORD_COST upgrades such a hash at its next sign-in.
 */
export const LIGHT_PASSWORD_COST: PasswordCost = { N: 2 ** 14, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** Stored parameters beyond these are not ours: refused rather than run (a 2^30 N would take 128 GiB). */
const LIMITS: PasswordCost = { N: 2 ** 20, r: 32, p: 16 };

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 128 * cost.r * (cost.N + cost.p + 2) + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface StoredHash {
  cost: PasswordCost;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string | null | undefined): StoredHash | undefined {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const usable = (value: number, limit: number) => Number.isSafeInteger(value) && value >= 1 && value <= limit;
  if (!usable(N, LIMITS.N) || (N & (N - 1)) !== 0 || N < 2 || !usable(r, LIMITS.r) || !usable(p, LIMITS.p)) return undefined;
  return { cost: { N, r, p }, salt: Buffer.from(parts[4], 'base64url'), hash: Buffer.from(parts[5], 'base64url') };
}

export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches; `cost` is the work done when there is no usable hash (unknown account). */
export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  cost: PasswordCost = PASSWORD_COST,
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    // Same work as a real check, so unknown accounts cannot be told apart by timing.
    await derive(password, DUMMY_SALT, cost);
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.cost);
  return parsed.hash.length === actual.length && timingSafeEqual(parsed.hash, actual);
}

/** Whether a stored hash costs less than `cost` in any parameter (never a downgrade). */
export function needsRehash(stored: string | null | undefined, cost: PasswordCost = PASSWORD_COST): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.cost.N < cost.N || parsed.cost.r < cost.r || parsed.cost.p < cost.p;
}

const DUMMY_SALT = randomBytes(SALT_BYTES);
