// A release published elsewhere (RELEASES_BASE_URL, e.g. a CDN) is checked where the shell will fetch it:
// its mf-manifest.json must load from that URL and name the release's container. The document's checks
// are synchronous (one computation from the version read), so the request runs in a short child process.
import { spawnSync } from 'node:child_process';

const TIMEOUT_MS = 10_000;

const FETCH_MANIFEST = `
const [url, timeout] = process.argv.slice(1);
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(Number(timeout)), headers: { accept: 'application/json' } });
  const text = await response.text();
  if (!response.ok) throw new Error('answered ' + response.status);
  let manifest;
  try { manifest = JSON.parse(text); } catch { throw new Error('is not JSON'); }
  process.stdout.write(JSON.stringify({ name: manifest?.metaData?.name ?? manifest?.name ?? null }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: error.name === 'TimeoutError' ? 'did not answer in time' : error.cause?.code ?? error.message }));
}`;

/** Throws unless the manifest at `url` loads and names `container`. */
export function checkManifestUrlLoads(url, container, what, timeoutMs = TIMEOUT_MS) {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', FETCH_MANIFEST, url, String(timeoutMs)], {
    encoding: 'utf8',
    timeout: timeoutMs + 5_000,
  });
  let answer;
  try {
    answer = JSON.parse(result.stdout);
  } catch {
    answer = { error: result.error?.message ?? (result.stderr.trim() || 'no answer') };
  }
  if (answer.error) throw new Error(`${what}: ${url} does not load (${answer.error})`);
  if (answer.name !== container) throw new Error(`${what}: ${url} names container '${answer.name}', expected '${container}'`);
}

/** Whether a manifest URL is absolute (published elsewhere) rather than served from RELEASES_DIR by the shell's server. */
export const isPublishedElsewhere = (url) => /^https?:\/\//i.test(url);
