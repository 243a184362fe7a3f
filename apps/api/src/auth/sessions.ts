import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { dataVersionsColumn, dataVersionsText } from '../db/data-versions';
import { USER_COLUMNS, type UserRecord } from './users';
import type { TokenSigner } from './tokens';

export interface Session {
  sessionId: string;
  expiresAt: Date;
}

/** Opens a session row and signs a token that names it. */
export async function openSession(
  db: Queryable,
  signer: TokenSigner,
  userId: number,
  now: Date,
  ttlSeconds: number,
): Promise<{ token: string; session: Session }> {
  const sessionId = randomBytes(18).toString('base64url');
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ttlSeconds) * 1000);
  await db.query('INSERT INTO sessions (session_id, user_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)', [
    sessionId,
    userId,
    now,
    expiresAt,
  ]);
  // Expired rows are of no use; clear a few on each sign-in rather than with a separate job.
  await db.query('DELETE FROM sessions WHERE session_id IN (SELECT session_id FROM sessions WHERE expires_at < $1 LIMIT 100)', [now]);
  const token = signer.sign({ sub: String(userId), jti: sessionId, iat: issuedAt, exp: issuedAt + ttlSeconds });
  return { token, session: { sessionId, expiresAt } };
}

/** How long a session may go unused, and how often its use is written down (not on every request). */
export interface SessionIdle {
  timeoutSeconds: number;
}
/** A session's use is written at most this often; the idle timeout is therefore exact to within it. */
const TOUCH_EVERY_MS = 60_000;

/** The session's user, and the data versions the read was asked for (readSession). */
export interface SessionRead {
  user: UserRecord;
  /** `table=version,…` of `dataVersionsOf` (db/data-versions.ts), read in the same statement as the session. */
  dataVersions?: string;
}

/**
 * The session's user, when the session still exists, has not expired and has been used within the idle
 * timeout; its use is then recorded (once a minute at most, so a busy session costs no write per request).
 * `dataVersionsOf`: tables whose list versions the request will need (a cached list's, http/list-cache.ts),
 * read by the same statement, in the same snapshot, so the call costs one round trip instead of two.
 */
export async function readSession(
  db: Queryable,
  sessionId: string,
  userId: number,
  now: Date,
  idle?: SessionIdle,
  dataVersionsOf?: readonly string[],
): Promise<SessionRead | undefined> {
  const idleSince = idle ? new Date(now.getTime() - idle.timeoutSeconds * 1000) : new Date(0);
  const withVersions = dataVersionsOf !== undefined && dataVersionsOf.length > 0;
  const rows = await db.query<UserRecord & { lastSeenAt: Date; dataVersions?: string[] | null }>(
    `SELECT ${USER_COLUMNS}, s.last_seen_at AS "lastSeenAt"${withVersions ? `, ${dataVersionsColumn(5)} AS "dataVersions"` : ''}
       FROM sessions s
       JOIN users u ON u.user_id = s.user_id
       LEFT JOIN restaurants r ON r.owner_user_id = u.user_id
      WHERE s.session_id = $1 AND s.user_id = $2 AND s.expires_at > $3 AND s.last_seen_at > $4`,
    withVersions ? [sessionId, userId, now, idleSince, dataVersionsOf] : [sessionId, userId, now, idleSince],
    // Every signed-in call runs it: planning its joins cost the server more than running them.
    { prepared: true },
  );
  const [found] = rows;
  if (!found) return undefined;
  const { lastSeenAt, dataVersions, ...user } = found;
  if (idle && now.getTime() - new Date(lastSeenAt).getTime() >= TOUCH_EVERY_MS) {
    await db.query('UPDATE sessions SET last_seen_at = $2 WHERE session_id = $1 AND last_seen_at < $2', [sessionId, now]);
  }
  return withVersions ? { user, dataVersions: dataVersionsText(dataVersions ?? null, dataVersionsOf) } : { user };
}

/** The session's user (readSession without data versions). */
export async function findSessionUser(
  db: Queryable,
  sessionId: string,
  userId: number,
  now: Date,
  idle?: SessionIdle,
): Promise<UserRecord | undefined> {
  return (await readSession(db, sessionId, userId, now, idle))?.user;
}

export async function revokeSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE session_id = $1', [sessionId]);
}

/** Signs the user out everywhere, except the session given. Returns how many sessions ended. */
export async function revokeUserSessions(db: Queryable, userId: number, keepSessionId?: string): Promise<number> {
  const ended = await db.query('DELETE FROM sessions WHERE user_id = $1 AND session_id IS DISTINCT FROM $2 RETURNING session_id', [
    userId,
    keepSessionId ?? null,
  ]);
  return ended.length;
}
