import type { ChosenRelease } from './releases';

export type LoadOutcome = 'loaded' | 'failed' | 'fell-back';
export type LoadStage = 'manifest' | 'entry' | 'init' | 'mount' | 'contract';

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
  const body = {
    remote: release.domain,
    version: release.version.slice(0, 100),
    canary: release.canary,
    outcome,
    ...(details.stage ? { stage: details.stage } : {}),
    ...(error ? { error: error.slice(0, 500) } : {}),
    ...(details.bucket !== undefined ? { bucket: details.bucket } : {}),
  };
  fetch(`${apiBaseUrl.replace(/\/$/, '')}/remote-loads/report`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
