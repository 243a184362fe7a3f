import path from 'node:path';
import { DEFAULT_TOKEN_TTL_SECONDS } from './auth/tokens';

/** The repository root (apps/api/src → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

export interface ApiEnvironment {
  port: number;
  host: string;
  /** Real PostgreSQL when set; PGlite in dataDir otherwise. */
  databaseUrl?: string;
  dataDir: string;
  tokenSecret?: string;
  tokenTtlSeconds: number;
  smtpUrl?: string;
  mailFrom: string;
  /** Undefined: any http://localhost:* and http://127.0.0.1:* origin. */
  corsOrigins?: string[];
  nodeEnv: string;
  logLevel: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Where the data lives: DATABASE_URL (PostgreSQL) or API_DATA_DIR (PGlite, default <repo>/.data/pglite). */
export function readDatabaseEnvironment(env: NodeJS.ProcessEnv = process.env): { databaseUrl?: string; dataDir: string } {
  return {
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.resolve(REPO_ROOT, env.API_DATA_DIR?.trim() || '.data/pglite'),
  };
}

/** Reads the API's environment variables (see apps/api/README.md); throws ConfigError on bad values. */
export function readApiEnvironment(env: NodeJS.ProcessEnv = process.env): ApiEnvironment {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const tokenSecret = env.API_TOKEN_SECRET?.trim() || undefined;
  if (nodeEnv === 'production') {
    if (!tokenSecret) throw new ConfigError('API_TOKEN_SECRET is required when NODE_ENV=production');
    if (tokenSecret.length < 32) throw new ConfigError('API_TOKEN_SECRET must be at least 32 characters long');
  }
  return {
    port: readPort(env.API_PORT),
    host: env.API_HOST?.trim() || '127.0.0.1',
    ...readDatabaseEnvironment(env),
    tokenSecret,
    tokenTtlSeconds: env.API_TOKEN_TTL ? parseDuration(env.API_TOKEN_TTL) : DEFAULT_TOKEN_TTL_SECONDS,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Restaurant Console <no-reply@localhost>',
    corsOrigins: env.CONSOLE_ORIGINS?.trim()
      ? env.CONSOLE_ORIGINS.split(',')
          .map((origin) => origin.trim())
          .filter(Boolean)
      : undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
  };
}

function readPort(value: string | undefined): number {
  if (!value?.trim()) return 3333;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`API_PORT is not a port: ${value}`);
  return port;
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
