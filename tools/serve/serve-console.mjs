// Serves the built shell and the six remotes, each from its own port (its own origin).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, apiBaseUrlOf, deploymentManifest, portOf } from '../deployment/deployment-manifest.mjs';
import { releaseConfig } from '../release/src/config.mjs';
import { deploymentFromApi } from './deployment-from-api.mjs';
import { serveStatic } from './static-server.mjs';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Each server sends the console's headers (tools/deployment/response-headers.mjs). The shell's server also
 * answers /deployment.json as the API does (the release state in its database over the environment's
 * manifest, as nginx proxies it in production) and serves the versioned releases (RELEASES_DIR, default
 * releases/) under /releases/ (tools/release).
 * @param {{ env?: NodeJS.ProcessEnv, host?: string, only?: string[] }} [options]
 * @returns {Promise<{ servers: Map<string, import('node:http').Server>, close: () => Promise<void> }>}
 */
export async function serveConsole({ env = process.env, host = env.CONSOLE_HOST ?? '127.0.0.1', only } = {}) {
  const servers = new Map();
  const releases = releaseConfig({ root: workspaceRoot, env });
  const deployment = deploymentFromApi(apiBaseUrlOf(env));
  // The policy covers every release the commands publish (RELEASES_BASE_URL, added by the server).
  const policy = () => deploymentManifest(env);
  for (const [name, app] of Object.entries(APPS)) {
    if (only && !only.includes(name)) continue;
    const dir = path.join(workspaceRoot, 'dist/apps', app.project);
    const isShell = name === 'shell';
    servers.set(
      name,
      await serveStatic({
        dir,
        port: portOf(name, env),
        host,
        spa: true,
        deployment: isShell ? deployment : undefined,
        // Every origin of the console sends the shell's Content-Security-Policy.
        policy,
        releasesDir: isShell ? releases.releasesDir : undefined,
        env,
      }),
    );
  }
  const close = () =>
    Promise.all([...servers.values()].map((server) => new Promise((resolve) => server.close(resolve)))).then(() => undefined);
  return { servers, close };
}
