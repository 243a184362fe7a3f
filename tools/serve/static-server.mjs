// Serves one built app from its own origin, as it would be deployed: precompressed brotli/gzip files,
// and the console's headers (tools/deployment/response-headers.mjs, the same ones nginx sends in
// production): caching by path, nosniff and the others, the Content-Security-Policy of the deployment on documents,
// CORS so the shell on another origin can read a remote's mf-manifest.json.
import http from 'node:http';
import sirv from 'sirv';
import {
  CACHE_CONTROL,
  DEPLOYMENT_UNREADABLE,
  cacheControlFor,
  consoleHeaders,
  contentSecurityPolicy,
  documentHeaders,
  isDocumentPath,
  isSourceMap,
  releaseFileOf,
  sourceMapsServed,
} from '../deployment/response-headers.mjs';

/**
 * Releases (tools/release) are immutable: a version's folder never changes once published. `dev: true`
 * makes sirv look each file up on request, so a release published while the server runs is served at once.
 */
function releaseFiles(releasesDir) {
  const files = sirv(releasesDir, { dev: true, brotli: true, gzip: true, etag: true });
  return (request, response, pathname, next) => {
    const file = releaseFileOf(pathname); // the decoded path: encoded again for sirv, which decodes it
    if (file === undefined) return next();
    request.url = `/${file.split('/').map(encodeURIComponent).join('/')}`;
    files(request, response, next);
  };
}

function answerText(response, status, text) {
  response.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  response.end(text);
}

/**
 * The path as sirv looks it up (it decodes %XX first), so `.ma%70` is a source map to the checks too;
 * undefined for a malformed escape.
 */
function decodedPath(url = '/') {
  try {
    return decodeURIComponent(url.split('?')[0]);
  } catch {
    return undefined;
  }
}

/** The reason (a file path, a JSON parse error) goes to the log, not to the public. */
function deploymentUnreadable(response, error) {
  console.error(`Could not read the deployment manifest: ${error.message}`);
  answerText(response, 500, DEPLOYMENT_UNREADABLE);
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, deployment?: () => object | Promise<object>,
 *   policy?: () => object, releasesDir?: string, env?: NodeJS.ProcessEnv }} options
 *   deployment: answers /deployment.json (no-cache); policy: the deployment the Content-Security-Policy is
 *   derived from, at once (the environment's manifest; default: deployment, when it answers at once); releasesDir: served under
 *   /releases/ (immutable); env: SERVE_SOURCE_MAPS, RELEASES_BASE_URL and IMAGE_PUBLIC_URL
 * @returns {Promise<http.Server>}
 */
export function serveStatic({
  dir,
  port,
  host = '127.0.0.1',
  spa = false,
  deployment,
  policy = deployment,
  releasesDir,
  env = process.env,
}) {
  // An unknown path falls back to index.html (a client route); its headers are set below, by path.
  const files = sirv(dir, { brotli: true, gzip: true, etag: true, single: spa });
  const releases = releasesDir ? releaseFiles(releasesDir) : undefined;
  const policyHeaders = () =>
    policy
      ? documentHeaders({
          contentSecurityPolicy: contentSecurityPolicy(policy(), {
            releasesBaseUrl: env.RELEASES_BASE_URL,
            imagePublicUrl: env.IMAGE_PUBLIC_URL,
          }),
        })
      : [];
  /**
   * A document's headers go with what is sent as HTML (by its Content-Type, as the file lookup decided),
   * and with a 304 of a path answered with HTML; set just before the status line is written.
   */
  const onDocuments = (response, pathname, headers) => {
    const writeHead = response.writeHead;
    response.writeHead = function (status, ...rest) {
      const given = rest.find((argument) => argument && typeof argument === 'object') ?? {};
      const type = String(given['Content-Type'] ?? given['content-type'] ?? response.getHeader('content-type') ?? '');
      const html = type.startsWith('text/html') || (status === 304 && pathname !== undefined && isDocumentPath(pathname, { spa }));
      if (html) for (const [name, value] of headers) response.setHeader(name, value);
      return writeHead.call(this, status, ...rest);
    };
  };

  const server = http.createServer(async (request, response) => {
    const pathname = decodedPath(request.url);
    let served;
    try {
      // Set before sirv answers, so its 304s carry them too; the deployment is asked for on every request
      // (the API's, where the release commands change it).
      for (const [name, value] of consoleHeaders({ https: false })) response.setHeader(name, value);
      onDocuments(response, pathname, policyHeaders());
      served = deployment && pathname === '/deployment.json' ? JSON.stringify(await deployment()) : undefined;
    } catch (error) {
      return deploymentUnreadable(response, error);
    }
    if (pathname === undefined) return answerText(response, 400, 'Malformed URL');
    response.setHeader('Cache-Control', cacheControlFor(pathname));
    const notFound = () => answerText(response, 404, 'Not found');
    if (served !== undefined) {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(served);
      return;
    }
    if (isSourceMap(pathname) && !sourceMapsServed(env)) return notFound();
    if (releases && pathname.startsWith('/releases/')) return releases(request, response, pathname, notFound);
    files(request, response, notFound);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
