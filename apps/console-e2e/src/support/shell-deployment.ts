import path from 'node:path';
import type { Server } from 'node:http';
import { deploymentManifest } from '../../../../tools/deployment/deployment-manifest.mjs';
import { serveStatic } from '../../../../tools/serve/static-server.mjs';
import { freePort } from '../../../../tools/testing/free-port.mjs';

const workspaceRoot = path.resolve(__dirname, '../../../..');

/**
 * A second deployment of the same shell build, on a free port, whose /deployment.json is made from the
 * e2e environment with `changes` (a remote's port, the API's address): no rebuild, another manifest.
 */
export async function serveShellDeployment(changes: Record<string, string>): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const env = { ...process.env, ...changes };
  const server: Server = await serveStatic({
    dir: path.join(workspaceRoot, 'dist/apps/shell'),
    port,
    spa: true,
    deployment: () => deploymentManifest(env),
  });
  return { origin: `http://localhost:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
