// GET /deployment.json for nginx (deploy/nginx-config.mjs proxies that one path here): the deployment file
// the release commands write, over the manifest of the environment, read on every request, exactly as
// `npm start`'s shell server answers it. nginx adds the headers.
//   node deploy/deployment-endpoint.mjs        (listens on DEPLOYMENT_ENDPOINT, default 127.0.0.1:4299)
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { DEPLOYMENT_UNREADABLE } from '../tools/deployment/response-headers.mjs';
import { DeploymentSettingError, productionDeployment, productionEnvironment } from './production-deployment.mjs';

export const DEFAULT_DEPLOYMENT_ENDPOINT = '127.0.0.1:4299';

/** 'host:port' → { host, port }; the endpoint is nginx's alone, so it listens on loopback unless told otherwise. */
export function readEndpoint(value = DEFAULT_DEPLOYMENT_ENDPOINT) {
  const match = /^(.+):(\d{1,5})$/.exec(value.trim());
  if (!match || Number(match[2]) > 65535) throw new DeploymentSettingError(`DEPLOYMENT_ENDPOINT must be host:port: '${value}'`);
  return { host: match[1].replace(/^\[(.*)\]$/, '$1'), port: Number(match[2]) };
}

/**
 * @param {{ env?: NodeJS.ProcessEnv, host?: string, port?: number }} [options]
 * @returns {Promise<http.Server>}
 */
export function serveDeploymentEndpoint({ env = process.env, ...listen } = {}) {
  const productionEnv = productionEnvironment(env); // refuses a bad CONSOLE_URL at start, not per request
  const { host, port } = { ...readEndpoint(env.DEPLOYMENT_ENDPOINT), ...listen };
  const server = http.createServer((request, response) => {
    const pathname = request.url?.split('?')[0];
    if (pathname !== '/deployment.json' || !['GET', 'HEAD'].includes(request.method ?? '')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end('Not found');
    }
    let body;
    try {
      body = JSON.stringify(productionDeployment(productionEnv));
    } catch (error) {
      // The reason (a file path, a parse error) is for the operator's log, not the public.
      console.error(`Could not read the deployment manifest: ${error.message}`);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      return response.end(DEPLOYMENT_UNREADABLE);
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const server = await serveDeploymentEndpoint();
    const address = server.address();
    console.log(`/deployment.json on http://${address.address}:${address.port}`);
    const stop = () => server.close(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  } catch (error) {
    console.error(error instanceof DeploymentSettingError ? `Cannot start: ${error.message}` : error);
    process.exit(1);
  }
}
