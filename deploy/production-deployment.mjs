// What a production deployment serves, from its environment (deploy/console.env): the same manifest
// `npm start` builds (tools/deployment/deployment-manifest.mjs), with production defaults
// (tools/deployment/production-environment.mjs): every app under the console's one origin. The API
// answers /deployment.json (the release state over that manifest, apps/api/src/releases).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, deploymentManifest, REMOTE_NAMES } from '../tools/deployment/deployment-manifest.mjs';
import { contentSecurityPolicy } from '../tools/deployment/response-headers.mjs';
import { releaseConfig } from '../tools/release/src/config.mjs';

export { DeploymentSettingError, productionEnvironment, readUrl } from '../tools/deployment/production-environment.mjs';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where each app is served from: { shell: 'https://console.example.com', menu: '…/remotes/menu', api: '…/api' }. */
export function appUrls(productionEnv) {
  return {
    shell: productionEnv.CONSOLE_URL,
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [name, productionEnv[`REMOTE_${name.toUpperCase()}_URL`]])),
    api: productionEnv.API_URL,
  };
}

export const projectOf = (name) => APPS[name].project;

export const releasesOf = (env) => releaseConfig({ root: workspaceRoot, env });

/**
 * The Content-Security-Policy of every console origin: from the environment's manifest and
 * RELEASES_BASE_URL, where every release the commands publish is (the deployment document names no
 * other origin), so a release command needs no new nginx configuration.
 */
export function productionPolicy(productionEnv) {
  return contentSecurityPolicy(deploymentManifest(productionEnv), {
    releasesBaseUrl: productionEnv.RELEASES_BASE_URL,
    imagePublicUrl: productionEnv.IMAGE_PUBLIC_URL,
    selfOrigin: productionEnv.CONSOLE_URL,
  });
}
