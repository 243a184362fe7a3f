import { ConfigError } from '../config';
import { AdminCommandError } from './create-super-admin';

/** node-postgres' errors: a server's (SQLSTATE `code`) or the socket's (`ECONNREFUSED`, `ENOENT`…). */
interface DriverError {
  code?: unknown;
  message?: unknown;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ENOENT', 'EHOSTUNREACH', 'ETIMEDOUT', 'ENOTFOUND', 'EACCES']);

/**
 * What an operator is told when an admin command fails: one line, never an error object. A database that
 * refuses who the command runs as (PostgreSQL's peer authentication matches the Unix user to the role of
 * DATABASE_URL) says how to run it as that user, which is the mistake of a command run with plain `sudo`.
 */
export function describeCommandFailure(error: unknown): string {
  if (error instanceof AdminCommandError || error instanceof ConfigError) return error.message;
  const { code, message } = (error ?? {}) as DriverError;
  const text = typeof message === 'string' ? message.split('\n')[0] : String(error);
  if (typeof code !== 'string') return text;
  if (code.startsWith('28')) {
    // 28000 (peer, ident), 28P01 (password): the role and who runs the command do not match.
    const role = /for user "([^"]+)"/.exec(text)?.[1];
    const peer = /peer authentication/i.test(text);
    return peer && role
      ? `PostgreSQL refused the connection: ${text}; run the command as the Unix user ${role} (sudo -u ${role} …) with the API environment loaded`
      : `PostgreSQL refused the connection: ${text}; check DATABASE_URL's user and password`;
  }
  if (code === '3D000') return `${text}: create it first (deploy/README.md, "Database and settings") or check DATABASE_URL`;
  if (CONNECTION_CODES.has(code)) return `Cannot reach PostgreSQL at DATABASE_URL (${code}): is it running, and is the address right?`;
  return text;
}
