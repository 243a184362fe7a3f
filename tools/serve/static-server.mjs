// Serves one built app from its own origin, as it would be deployed: precompressed brotli/gzip
// files, immutable caching for hashed assets, no-cache for entry points, CORS so the shell on
// another origin can read a remote's mf-manifest.json.
import http from 'node:http';
import sirv from 'sirv';

const ENTRY_POINTS = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

/** A versioned release's files: /releases/<remote>/<version>/<file>, never a hidden (staging) folder. */
const RELEASE_FILE = /^\/releases(\/[a-z][a-z-]*\/[A-Za-z0-9][A-Za-z0-9._-]*\/[^?#]+)$/;

/**
 * Releases (tools/release) are immutable: a version's folder never changes once published, so every
 * file in it, manifest and entry included, is cached for a year. `dev: true` makes sirv look each file
 * up on request, so a release published while the server runs is served at once.
 */
function releaseFiles(releasesDir) {
  const files = sirv(releasesDir, {
    dev: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders(response) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  return (request, response, pathname, next) => {
    const match = RELEASE_FILE.exec(pathname);
    if (!match || match[1].split('/').some((segment) => segment.startsWith('.'))) return next();
    request.url = match[1] + (request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '');
    files(request, response, next);
  };
}

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, deployment?: () => object, releasesDir?: string }} options
 *   deployment: answers /deployment.json (no-cache); releasesDir: served under /releases/ (immutable)
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, deployment, releasesDir }) {
  const files = sirv(dir, {
    brotli: true,
    gzip: true,
    etag: true,
    single: spa,
    setHeaders(response, pathname) {
      response.setHeader('Access-Control-Allow-Origin', '*');
      response.setHeader('Cache-Control', ENTRY_POINTS.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  const releases = releasesDir ? releaseFiles(releasesDir) : undefined;
  const notFound = (response) => {
    response.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
    response.end('Not found');
  };
  const server = http.createServer((request, response) => {
    const pathname = request.url?.split('?')[0] ?? '/';
    if (deployment && pathname === '/deployment.json') {
      let body;
      try {
        body = JSON.stringify(deployment());
      } catch (error) {
        response.writeHead(500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-cache' });
        response.end(`Could not read the deployment manifest: ${error.message}`);
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      response.end(body);
      return;
    }
    if (releases && pathname.startsWith('/releases/')) {
      releases(request, response, pathname, () => notFound(response));
      return;
    }
    files(request, response, () => notFound(response));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
