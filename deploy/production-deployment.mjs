// What a production deployment serves, from its environment (deploy/console.env): the same manifest
// `npm start` builds (tools/deployment/deployment-manifest.mjs) and the same deployment file
// (tools/release), with production defaults: every app under the console's one origin.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, deploymentManifest, REMOTE_NAMES } from '../tools/deployment/deployment-manifest.mjs';
import { contentSecurityPolicy } from '../tools/deployment/response-headers.mjs';
import { releaseConfig } from '../tools/release/src/config.mjs';
import { servedDeployment } from '../tools/release/src/served-deployment.mjs';

export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Thrown for a setting that cannot work; the message names the variable. */
export class DeploymentSettingError extends Error {}

/** An http(s) URL without query or fragment, trailing slashes dropped. */
export function readUrl(value, name, { originOnly = false } = {}) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new DeploymentSettingError(`${name} must be an http(s) URL: ${value === undefined ? 'unset' : `'${value}'`}`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new DeploymentSettingError(`${name} must be an http(s) URL without query, fragment or credentials: '${value}'`);
  }
  if (originOnly && url.pathname !== '/') throw new DeploymentSettingError(`${name} must be an origin, without a path: '${value}'`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The environment with the production defaults filled in: CONSOLE_URL (required) is the shell's origin;
 * each remote is at REMOTE_<NAME>_URL, by default CONSOLE_URL/remotes/<name>; the API at API_URL, by
 * default CONSOLE_URL/api. One origin by default: one name, one certificate, no cross-origin calls.
 */
export function productionEnvironment(env = process.env) {
  const consoleUrl = readUrl(env.CONSOLE_URL, 'CONSOLE_URL', { originOnly: true });
  const filled = { ...env, CONSOLE_URL: consoleUrl, API_URL: readUrl(env.API_URL || `${consoleUrl}/api`, 'API_URL') };
  for (const name of REMOTE_NAMES) {
    const variable = `REMOTE_${name.toUpperCase()}_URL`;
    filled[variable] = readUrl(env[variable] || `${consoleUrl}/remotes/${name}`, variable);
  }
  return filled;
}

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

/** What /deployment.json answers: the deployment file over the production manifest, read now. */
export function productionDeployment(productionEnv) {
  return servedDeployment(releasesOf(productionEnv), deploymentManifest(productionEnv));
}

/** The Content-Security-Policy of every console origin, for the deployment as it is now. */
export function productionPolicy(productionEnv) {
  return contentSecurityPolicy(productionDeployment(productionEnv), {
    releasesBaseUrl: productionEnv.RELEASES_BASE_URL,
    imagePublicUrl: productionEnv.IMAGE_PUBLIC_URL,
    selfOrigin: productionEnv.CONSOLE_URL,
  });
}
