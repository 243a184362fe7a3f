// Serves one built app from its own origin, as it would be deployed: precompressed brotli/gzip
// files, immutable caching for hashed assets, no-cache for entry points, CORS so the shell on
// another origin can read a remote's mf-manifest.json.
import http from 'node:http';
import sirv from 'sirv';

const ENTRY_POINTS = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, deployment?: () => object }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, deployment }) {
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
  const server = http.createServer((request, response) => {
    if (deployment && request.url?.split('?')[0] === '/deployment.json') {
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      response.end(JSON.stringify(deployment()));
      return;
    }
    files(request, response, () => {
      response.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      response.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
