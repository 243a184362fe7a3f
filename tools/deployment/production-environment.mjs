// The production defaults of a deployment's environment (deploy/console.env): read by the nginx site
// (deploy/production-deployment.mjs) and by the API, which answers /deployment.json with them.
import { REMOTE_NAMES } from './deployment-manifest.mjs';

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
