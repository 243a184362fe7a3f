/** How often a standalone host asks the API again while it is not ready. */
export const API_RETRY_MS = 1_000;
/** An API that accepts the connection but never answers counts as not ready after this. */
const PROBE_TIMEOUT_MS = 3_000;
/** A proxy's answer while the API behind it is down or starting. */
const NOT_YET = new Set([502, 503, 504]);

/**
 * Resolves once the API answers its readiness probe (GET /health/ready, outside the contract), asking
 * every second. While it does not, `onWaiting` hears why, in one sentence: `nx serve <remote>` starts
 * the API beside the remote, and the page often loads before the API listens.
 */
export async function waitForApi(apiBaseUrl: string, onWaiting: (reason: string) => void): Promise<void> {
  const probeUrl = `${apiBaseUrl.replace(/\/+$/, '')}/health/ready`;
  for (;;) {
    const reason = await notReadyReason(probeUrl, apiBaseUrl);
    if (reason === undefined) return;
    onWaiting(reason);
    await new Promise((resolve) => setTimeout(resolve, API_RETRY_MS));
  }
}

/** Undefined once the API answers (any answer but a proxy's "not yet": the probe may not be routed). */
async function notReadyReason(probeUrl: string, apiBaseUrl: string): Promise<string | undefined> {
  let response: Response;
  try {
    response = await fetch(probeUrl, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch {
    return `Nothing answers at ${apiBaseUrl} yet`;
  }
  if (!NOT_YET.has(response.status)) return undefined;
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' ? body.message : `The API at ${apiBaseUrl} is not ready (${response.status})`;
}
