import { ConfigError } from './config-error';
import { MIN_SECRET_ENTROPY_BITS, estimatedSecretEntropyBits } from './auth/token-secret';
import type { TrustProxy } from './http/trust-proxy';

/**
 * What a start may do beyond serving the contract. Each is off unless its variable asks for it, so an
 * operator who forgets a variable gets the safe behaviour, never the demo's.
 */
export interface StartOptions {
  /** API_DEV_ROUTES: GET /__dev/outbox and /__dev/push-outbox (hand out reset codes: development only). */
  devRoutes: boolean;
  /** API_DEMO_SEED: an empty database gets the demo platform (accounts with a published password). */
  demoSeed: boolean;
  /** API_MAIL_DISABLED: run without a mail transport; reset codes and notices are then not sent at all. */
  mailDisabled: boolean;
  /** API_ALLOW_PGLITE: accept the embedded database in production (a single-process demo server). */
  allowPglite: boolean;
  /**
   * API_LIGHT_PASSWORD_HASHES: new hashes at the seed's lighter scrypt cost (auth/password-hash.ts), for
   * test tooling that signs in hundreds of times (~0.5 s each at full cost on two cores).
   */
  lightPasswordHashes: boolean;
}

const YES = new Set(['1', 'true', 'yes', 'on']);
const NO = new Set(['', '0', 'false', 'no', 'off']);

export function readFlag(env: NodeJS.ProcessEnv, name: string): boolean {
  const text = (env[name] ?? '').trim().toLowerCase();
  if (YES.has(text)) return true;
  if (NO.has(text)) return false;
  throw new ConfigError(`${name} must be 1 or 0 (true or false): ${env[name]}`);
}

export function readStartOptions(env: NodeJS.ProcessEnv): StartOptions {
  return {
    devRoutes: readFlag(env, 'API_DEV_ROUTES'),
    demoSeed: readFlag(env, 'API_DEMO_SEED'),
    mailDisabled: readFlag(env, 'API_MAIL_DISABLED'),
    allowPglite: readFlag(env, 'API_ALLOW_PGLITE'),
    lightPasswordHashes: readFlag(env, 'API_LIGHT_PASSWORD_HASHES'),
  };
}

/** Origins as a browser sends them: scheme, host and port, nothing else. */
export function readOrigins(value: string | undefined): string[] | undefined {
  if (!value?.trim()) return undefined;
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.replace(/\/$/, '')) {
        throw new ConfigError(`CONSOLE_ORIGINS must list origins like https://console.example.com, comma-separated: ${origin}`);
      }
      return url.origin;
    });
}

export interface ProductionFacts {
  tokenSecret?: string;
  corsOrigins?: string[];
  databaseUrl?: string;
  smtpUrl?: string;
  /** API_HOST and API_TRUST_PROXY: trusting any proxy is safe only when nothing else can reach the API. */
  host?: string;
  trustProxy?: TrustProxy;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * NODE_ENV=production refuses each setting that would be unsafe in front of real staff, one line each,
 * naming the variable. Development keeps today's defaults.
 */
export function refuseUnsafeProduction(facts: ProductionFacts, start: StartOptions): void {
  if (!facts.tokenSecret) throw new ConfigError('API_TOKEN_SECRET is required when NODE_ENV=production');
  if (facts.tokenSecret.length < 32) throw new ConfigError('API_TOKEN_SECRET must be at least 32 characters long');
  if (estimatedSecretEntropyBits(facts.tokenSecret) < MIN_SECRET_ENTROPY_BITS) {
    throw new ConfigError(
      `API_TOKEN_SECRET has too little variety (under ${MIN_SECRET_ENTROPY_BITS} bits by its characters): use a random one, e.g. openssl rand -base64 48`,
    );
  }
  if (!facts.corsOrigins?.length) {
    throw new ConfigError('CONSOLE_ORIGINS is required when NODE_ENV=production: the console origins allowed to call the API');
  }
  if (!facts.databaseUrl && !start.allowPglite) {
    throw new ConfigError('DATABASE_URL is required when NODE_ENV=production (or set API_ALLOW_PGLITE=1 to use the embedded PGlite)');
  }
  if (start.devRoutes) throw new ConfigError('API_DEV_ROUTES cannot be set when NODE_ENV=production: /__dev/outbox hands out reset codes');
  if (start.demoSeed) {
    throw new ConfigError('API_DEMO_SEED cannot be set when NODE_ENV=production: the demo accounts have a published password');
  }
  if (start.lightPasswordHashes) {
    throw new ConfigError('API_LIGHT_PASSWORD_HASHES cannot be set when NODE_ENV=production: it weakens password hashing for tests');
  }
  // The shipped nginx site is one proxy that replaces X-Forwarded-For with the client's address:
  // believing more than its one entry (true: the leftmost, or more hops) lets a client name its own.
  if (facts.trustProxy === true || (typeof facts.trustProxy === 'number' && facts.trustProxy > 1)) {
    throw new ConfigError(
      `API_TRUST_PROXY=${String(facts.trustProxy)} believes addresses a client can write in X-Forwarded-For: set loopback (nginx on this host), 1, or the proxies' addresses`,
    );
  }
  if (typeof facts.trustProxy === 'number' && !LOOPBACK_HOSTS.has(facts.host ?? '127.0.0.1')) {
    throw new ConfigError(
      `API_TRUST_PROXY=${String(facts.trustProxy)} trusts any caller's X-Forwarded-For while API_HOST=${facts.host} is reachable by others: list the proxies' addresses`,
    );
  }
  if (!facts.smtpUrl && !start.mailDisabled) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (or set API_MAIL_DISABLED=1 to send no mail at all)');
  }
}
