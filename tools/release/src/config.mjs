// Where releases and the deployment file live. Every function of tools/release takes this object, so
// tests point it at a temporary folder; the CLI builds it from the environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, REMOTE_NAMES } from '../../deployment/deployment-manifest.mjs';

export { REMOTE_NAMES };

/**
 * @param {{ root: string, env?: NodeJS.ProcessEnv }} options  root: the workspace root
 */
export function releaseConfig({ root, env = process.env }) {
  const releasesDir = path.resolve(root, env.RELEASES_DIR || 'releases');
  const deploymentFile = path.resolve(root, env.DEPLOYMENT_FILE || path.join(releasesDir, 'deployment.json'));
  const historyFile = path.resolve(root, env.DEPLOYMENT_HISTORY_FILE || deploymentFile.replace(/\.json$/, '') + '.history.jsonl');
  return {
    root,
    releasesDir,
    deploymentFile,
    historyFile,
    /** Prefix of every manifestUrl: '' (root-relative, served by the shell's server) or e.g. https://cdn.example.com */
    baseUrl: (env.RELEASES_BASE_URL ?? '').replace(/\/$/, ''),
    user: env.USER || env.USERNAME || safeUserName(),
  };
}

/** os.userInfo() throws when the uid has no passwd entry (some containers). */
function safeUserName() {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

export function projectOf(remote) {
  if (!REMOTE_NAMES.includes(remote)) throw new Error(`Unknown remote '${remote}' (one of ${REMOTE_NAMES.join(', ')})`);
  return APPS[remote].project;
}

/** The shell↔remote contract version releases are built for (libs/remote-contract/package.json). */
export function contractVersion(root) {
  return JSON.parse(fs.readFileSync(path.join(root, 'libs/remote-contract/package.json'), 'utf8')).version;
}
