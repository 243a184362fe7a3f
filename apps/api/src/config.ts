import path from 'node:path';
import { DEFAULT_AUDIT_RETENTION_DAYS } from './activity-reads/activity-retention';
import { DEFAULT_SESSION_IDLE_SECONDS, DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens';
import { ConfigError } from './config-error';
import { DEFAULT_DATABASE_POOL_SIZE } from './db/postgres-database';
import { readIfMatchPolicy, type IfMatchPolicy } from './http/if-match';
import { readTrustProxy, type TrustProxy } from './http/trust-proxy';
import { IMAGE_STORAGES, type ImageStorage } from './images/create-image-store';
import type { S3Settings } from './images/s3-image-store';
import { readFlag, readOrigins, readStartOptions, refuseUnsafeProduction, type StartOptions } from './production-settings';
import { DEFAULT_REPORTS_PER_MINUTE } from './remote-loads/report-rate-limit';
import { DEFAULT_RELEASE_SIGNALS_RAW_DAYS } from './release-signals/release-signal-retention';
import { REPO_ROOT } from './repo-root';
import { DEFAULT_RELEASE_TICK_SECONDS, DEFAULT_SWEEP_SECONDS, type ScheduleSettings } from './scheduled-work/scheduled-jobs';
import { readTimeoutSettings, type TimeoutSettings } from './timeout-settings';
import { readMetricsSettings, type MetricsSettings } from './metrics/metrics-settings';

export { ConfigError, REPO_ROOT };

export interface ApiEnvironment extends StartOptions, TimeoutSettings, ScheduleSettings {
  port: number;
  host: string;
  /** Real PostgreSQL when set; PGlite in dataDir otherwise. */
  databaseUrl?: string;
  dataDir: string;
  tokenSecret?: string;
  tokenTtlSeconds: number;
  /** API_SESSION_IDLE_TIMEOUT: how long a session may go unused before it ends. */
  sessionIdleSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Undefined: any http://localhost:* and http://127.0.0.1:* origin. */
  corsOrigins?: string[];
  nodeEnv: string;
  logLevel: string;
  /** Where uploaded images are kept: rows of the database, an S3 bucket, files in imageDir, or data URLs inside their rows. */
  imageStorage: ImageStorage;
  imageDir: string;
  /** The base URL stored image URLs start with, ending in '/', the same on every host. */
  imagePublicUrl: string;
  /** IMAGE_S3_*: the bucket of IMAGE_STORAGE=s3. */
  imageS3?: S3Settings;
  /** IMAGE_DIR is set but the storage is not filesystem: its files are not served (admin migrate-images moves them in). */
  imageDirIgnored: boolean;
  /** API processes sharing the port (Node's cluster); more than 1 needs DATABASE_URL. */
  processes: number;
  /** PostgreSQL connections each API process may hold. */
  databasePoolSize: number;
  /** Remote load reports each client address may send per minute, counted across processes. */
  remoteLoadReportsPerMinute: number;
  /** API_TRUST_PROXY: which proxies' X-Forwarded-For gives the client's address (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** AUDIT_RETENTION_DAYS: events of the audit trail older than this are deleted by the daily sweep. */
  auditRetentionDays: number;
  /** RELEASE_SIGNAL_REPORTS_PER_MINUTE: release signal reports (POST /release-signals) each client network may send a minute. */
  releaseSignalReportsPerMinute: number;
  /** RELEASE_SIGNALS_RAW_DAYS: raw release signal views older than this are deleted by the daily sweep. */
  releaseSignalsRawDays: number;
  /** API_IF_MATCH: a change without If-Match is made on any version (optional, the default) or refused with 428 (required). */
  ifMatch: IfMatchPolicy;
  /** METRICS_PORT and METRICS_HOST: Prometheus metrics on a port of their own; off when unset. */
  metrics?: MetricsSettings;
}

/** The start-up lock holds one connection while migrations run on another (db/startup-lock.ts). */
const MIN_DATABASE_POOL_SIZE = 2;

export interface DatabaseEnvironment {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize: number;
}

/**
 * Where the data lives: DATABASE_URL (PostgreSQL) or API_DATA_DIR (PGlite, default <repo>/.data/pglite),
 * and DATABASE_POOL_SIZE, the connections one process may hold.
 */
export function readDatabaseEnvironment(env: NodeJS.ProcessEnv = process.env): DatabaseEnvironment {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(REPO_ROOT, env.API_DATA_DIR?.trim() || '.data/pglite'),
    databasePoolSize: readWholeNumber(env, 'DATABASE_POOL_SIZE', DEFAULT_DATABASE_POOL_SIZE, MIN_DATABASE_POOL_SIZE),
  };
}

/** Reads the API's environment variables (see apps/api/README.md); throws ConfigError on bad values. */
export function readApiEnvironment(env: NodeJS.ProcessEnv = process.env): ApiEnvironment {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const tokenSecret = env.API_TOKEN_SECRET?.trim() || undefined;
  const start = readStartOptions(env);
  const corsOrigins = readOrigins(env.CONSOLE_ORIGINS);
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const database = readDatabaseEnvironment(env);
  const host = env.API_HOST?.trim() || '127.0.0.1';
  const trustProxy = readTrustProxy(env.API_TRUST_PROXY);
  if (nodeEnv === 'production') {
    refuseUnsafeProduction({ tokenSecret, corsOrigins, smtpUrl, databaseUrl: database.databaseUrl, host, trustProxy }, start);
  }
  const port = readPort(env.API_PORT);
  const processes = readWholeNumber(env, 'API_PROCESSES', 1, 1);
  if (processes > 1 && !database.databaseUrl) {
    throw new ConfigError(
      `API_PROCESSES=${processes} needs DATABASE_URL: PGlite is an embedded database that one process opens at a time (apps/api/README.md, "Several processes")`,
    );
  }
  return {
    port,
    host,
    ...database,
    ...start,
    processes,
    remoteLoadReportsPerMinute: readWholeNumber(env, 'REMOTE_LOAD_REPORTS_PER_MINUTE', DEFAULT_REPORTS_PER_MINUTE, 1),
    trustProxy,
    auditRetentionDays: readWholeNumber(env, 'AUDIT_RETENTION_DAYS', DEFAULT_AUDIT_RETENTION_DAYS, 1, MAX_AUDIT_RETENTION_DAYS),
    releaseSignalReportsPerMinute: readWholeNumber(env, 'RELEASE_SIGNAL_REPORTS_PER_MINUTE', DEFAULT_REPORTS_PER_MINUTE, 1),
    releaseSignalsRawDays: readWholeNumber(env, 'RELEASE_SIGNALS_RAW_DAYS', DEFAULT_RELEASE_SIGNALS_RAW_DAYS, 1, 365),
    ifMatch: readIfMatchPolicy(env.API_IF_MATCH),
    metrics: readMetricsSettings(env, nodeEnv),
    ...readScheduleSettings(env),
    tokenSecret,
    tokenTtlSeconds: readTokenTtl(env.API_TOKEN_TTL),
    sessionIdleSeconds: readSessionIdle(env.API_SESSION_IDLE_TIMEOUT),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Restaurant Console <no-reply@localhost>',
    corsOrigins,
    nodeEnv,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    ...readImageEnvironment(env, { port, host }, nodeEnv),
    ...readTimeoutSettings(env),
  };
}

/**
 * IMAGE_STORAGE: database (the default: every host on the database serves every image, and its dump
 * holds them), s3 (IMAGE_S3_*), filesystem (IMAGE_DIR, default <repo>/.data/images: one host) or inline.
 * IMAGE_PUBLIC_URL: the base of stored image URLs, the same whichever host stores an image; required in
 * production (the default, the API's own http://localhost:<API_PORT>/images/, or the API_HOST when it
 * names a host other than a local or wildcard address, is one host's address).
 */
export function readImageEnvironment(
  env: NodeJS.ProcessEnv,
  listen: { port: number; host: string },
  nodeEnv = 'development',
): Pick<ApiEnvironment, 'imageStorage' | 'imageDir' | 'imagePublicUrl' | 'imageS3' | 'imageDirIgnored'> {
  const storage = env.IMAGE_STORAGE?.trim().toLowerCase() || 'database';
  if (!(IMAGE_STORAGES as readonly string[]).includes(storage)) {
    throw new ConfigError(`IMAGE_STORAGE must be ${IMAGE_STORAGES.join(', ').replace(/, (?=[^,]*$)/, ' or ')}: ${env.IMAGE_STORAGE}`);
  }
  if (nodeEnv === 'production' && storage !== 'inline' && !env.IMAGE_PUBLIC_URL?.trim()) {
    throw new ConfigError(
      'IMAGE_PUBLIC_URL is required when NODE_ENV=production: the URL browsers fetch images from, the same on every host (https://console.example.com/api/images/)',
    );
  }
  return {
    imageStorage: storage as ImageStorage,
    imageDir: path.resolve(REPO_ROOT, env.IMAGE_DIR?.trim() || '.data/images'),
    imagePublicUrl: readPublicUrl(env.IMAGE_PUBLIC_URL, listen),
    imageS3: storage === 's3' ? readS3Settings(env) : undefined,
    imageDirIgnored: storage !== 'filesystem' && Boolean(env.IMAGE_DIR?.trim()),
  };
}

/** The image settings alone, for the admin commands (the same variables as the API's, the same refusals). */
export function readImageSettings(env: NodeJS.ProcessEnv = process.env): ReturnType<typeof readImageEnvironment> {
  const listen = { port: readPort(env.API_PORT), host: env.API_HOST?.trim() || '127.0.0.1' };
  return readImageEnvironment(env, listen, env.NODE_ENV?.trim() || 'development');
}

/** S3 bucket names: 3 to 63 lowercase letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function readS3Settings(env: NodeJS.ProcessEnv): S3Settings {
  const bucket = env.IMAGE_S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('IMAGE_S3_BUCKET is required when IMAGE_STORAGE=s3');
  if (!BUCKET_NAME.test(bucket)) throw new ConfigError(`IMAGE_S3_BUCKET is not a bucket name: ${bucket}`);
  const endpointText = env.IMAGE_S3_ENDPOINT?.trim();
  let endpoint: string | undefined;
  if (endpointText) {
    let url: URL | undefined;
    try {
      url = new URL(endpointText);
    } catch {
      url = undefined;
    }
    // No credentials in the URL: they would be logged with it; the SDK takes them from its own variables.
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash) {
      // The text itself is not repeated: it may hold a credential.
      throw new ConfigError(
        `IMAGE_S3_ENDPOINT must be an http(s) URL without credentials, query or fragment${url ? `: ${url.origin}` : ''}`,
      );
    }
    endpoint = url.href.replace(/\/$/, '');
  }
  const prefix = env.IMAGE_S3_PREFIX?.trim() ?? '';
  if (!/^([A-Za-z0-9._-]+\/)*$/.test(prefix)) {
    throw new ConfigError(`IMAGE_S3_PREFIX must be folder names ending in / (images/), or empty: ${prefix}`);
  }
  return {
    bucket,
    endpoint,
    region: env.IMAGE_S3_REGION?.trim() || env.AWS_REGION?.trim() || 'us-east-1',
    forcePathStyle: readFlag(env, 'IMAGE_S3_FORCE_PATH_STYLE'),
    prefix,
  };
}

const LOCAL_HOSTS = new Set(['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost']);

function readPublicUrl(value: string | undefined, listen: { port: number; host: string }): string {
  const text = value?.trim();
  if (!text) {
    const host = LOCAL_HOSTS.has(listen.host) ? 'localhost' : listen.host.includes(':') ? `[${listen.host}]` : listen.host;
    return `http://${host}:${listen.port}/images/`;
  }
  const bad = () => new ConfigError(`IMAGE_PUBLIC_URL must be an http(s) URL or a path starting with /, without ? or #: ${value}`);
  if (/[?#\s]/.test(text)) throw bad();
  if (text.startsWith('/')) {
    if (text.startsWith('//')) throw bad();
  } else {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw bad();
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw bad();
  }
  return text.endsWith('/') ? text : `${text}/`;
}

/**
 * RELEASE_TICK_EVERY (1m when unset) and SWEEP_EVERY (1d): the scheduled work's periods (scheduled-work/),
 * a duration like 30s, 5m, 1d, or `off` for none on this host. Periods are slots counted from the epoch
 * (a day is a UTC day), the same on every host.
 */
export function readScheduleSettings(env: NodeJS.ProcessEnv): ScheduleSettings {
  return {
    releaseTickSeconds: readEvery(env, 'RELEASE_TICK_EVERY', DEFAULT_RELEASE_TICK_SECONDS),
    sweepSeconds: readEvery(env, 'SWEEP_EVERY', DEFAULT_SWEEP_SECONDS),
  };
}

/** A week: a longer period is a sweep nobody would wait for. */
const MAX_EVERY_SECONDS = 7 * 24 * 60 * 60;

function readEvery(env: NodeJS.ProcessEnv, name: string, fallback: number): number | null {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (text.toLowerCase() === 'off') return null;
  const problem = new ConfigError(`${name} must be a duration like 30s, 5m, 1h or 1d (at most 7d), or off: ${env[name]}`);
  let seconds: number;
  try {
    seconds = parseDuration(text);
  } catch {
    throw problem;
  }
  if (seconds > MAX_EVERY_SECONDS) throw problem;
  return seconds;
}

/** A century: beyond it a date would leave the range the sweep computes with (and nobody means it). */
const MAX_AUDIT_RETENTION_DAYS = 36500;

function readWholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  const number = Number(text);
  if (!/^\d+$/.test(text) || number < min) throw new ConfigError(`${name} must be a whole number of at least ${min}: ${env[name]}`);
  if (number > max) throw new ConfigError(`${name} must be a whole number of at most ${max}: ${env[name]}`);
  return number;
}

function readPort(value: string | undefined): number {
  if (!value?.trim()) return 3333;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`API_PORT is not a port: ${value}`);
  return port;
}

/** The longest API_TOKEN_TTL: a token is a session's absolute lifetime, so one taken stays usable no longer than a day. */
export const MAX_TOKEN_TTL_SECONDS = 24 * 60 * 60;

function readTokenTtl(value: string | undefined): number {
  if (!value) return DEFAULT_TOKEN_TTL_SECONDS;
  const seconds = parseDuration(value);
  if (seconds > MAX_TOKEN_TTL_SECONDS) throw new ConfigError(`API_TOKEN_TTL must be at most 24h: ${value}`);
  return seconds;
}

/** API_SESSION_IDLE_TIMEOUT: a duration like API_TOKEN_TTL's, 30 minutes when unset, at most the longest lifetime. */
function readSessionIdle(value: string | undefined): number {
  if (!value?.trim()) return DEFAULT_SESSION_IDLE_SECONDS;
  let seconds: number;
  try {
    seconds = parseDuration(value);
  } catch {
    throw new ConfigError(`API_SESSION_IDLE_TIMEOUT must look like 30m, 2h, 45s or 1800: ${value}`);
  }
  if (seconds > MAX_TOKEN_TTL_SECONDS) throw new ConfigError(`API_SESSION_IDLE_TIMEOUT must be at most 24h: ${value}`);
  return seconds;
}

/** '12h', '30m', '45s', '2d' or plain seconds. */
export function parseDuration(value: string): number {
  const match = /^\s*(\d+)\s*([smhd]?)\s*$/i.exec(value);
  if (!match) throw new ConfigError(`API_TOKEN_TTL must look like 12h, 30m, 45s or 3600: ${value}`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2].toLowerCase() as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  if (seconds <= 0) throw new ConfigError('API_TOKEN_TTL must be positive');
  return seconds;
}
