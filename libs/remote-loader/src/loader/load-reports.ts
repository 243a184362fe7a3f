import { session } from '@console/session';
import { visitorKey } from '../canary/person-key';
import type { ChosenRelease } from './releases';

export type LoadOutcome = 'loaded' | 'failed' | 'fell-back';
export type LoadStage = 'manifest' | 'entry' | 'init' | 'mount' | 'contract';

/** What the contract takes as a visitor key (RemoteLoadReport.visitor). */
export const VISITOR_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Who is reporting: the visitor key and the session's token, so the API counts people, not reports. */
function reporter(): { visitor?: string; token?: string } {
  try {
    const visitor = visitorKey();
    return { visitor: VISITOR_KEY.test(visitor) ? visitor : undefined, token: session.get().token ?? undefined };
  } catch {
    return {};
  }
}

/**
 * Tells the API what happened to one remote module (issue: per-remote canaries): loaded, failed, or
 * fell back to stable. Fire and forget: a report that cannot be sent must never hold up a screen.
 */
export function reportLoad(
  apiBaseUrl: string | undefined,
  release: ChosenRelease,
  outcome: LoadOutcome,
  details: { stage?: LoadStage; error?: unknown; bucket?: number } = {},
): void {
  if (!apiBaseUrl || typeof fetch !== 'function') return;
  const error = details.error instanceof Error ? details.error.message : details.error ? String(details.error) : undefined;
  const { visitor, token } = reporter();
  const body = {
    remote: release.domain,
    version: release.version.slice(0, 100),
    canary: release.canary,
    outcome,
    ...(details.stage ? { stage: details.stage } : {}),
    ...(error ? { error: error.slice(0, 500) } : {}),
    ...(details.bucket !== undefined ? { bucket: details.bucket } : {}),
    ...(visitor ? { visitor } : {}),
  };
  fetch(`${apiBaseUrl.replace(/\/$/, '')}/remote-loads/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
    keepalive: true,
    // The session cookie names the signed-in person, who then counts once (the header alone is not a session).
    credentials: 'include',
  }).catch(() => undefined);
}
