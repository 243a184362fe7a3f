// Where releases are built, and the release store the deployment document is kept in (release-store.mjs:
// the API's). Every function of tools/release takes this object, so tests point it at a temporary folder
// and a store in memory; the CLI builds it from the environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS, REMOTE_NAMES } from '../../deployment/deployment-manifest.mjs';

export { REMOTE_NAMES };

/**
 * @param {{ root: string, env?: NodeJS.ProcessEnv, store?: object }} options  root: the workspace root;
 *   store: where the deployment document is (release-store.mjs)
 */
export function releaseConfig({ root, env = process.env, store }) {
  const releasesDir = path.resolve(root, env.RELEASES_DIR || 'releases');
  return {
    root,
    releasesDir,
    store,
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
