// Real releases of one remote in a temporary RELEASES_DIR (never the repo's releases/), for the canary e2e
// files (apps/console-e2e/src/canary.e2e.ts, release-signals.e2e.ts) and the bench's canary-fallback part.
// Builds go through the release tooling (`node tools/release/release.mjs build <remote> --version <v>`);
// the deployment document is the API's, changed through the release commands (tools/release/src/commands.mjs)
// as its demo super admin. The helpers that
// alter a built release (a changed heading, a chunk that throws, a missing entry) are test-side patches
// of the published files: the release tooling itself never changes a release after publishing it.
// No import.meta here: Jest test files import it through SWC; callers pass the workspace root.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { deploymentManifest } from '../deployment/deployment-manifest.mjs';
import { releaseConfig } from '../release/src/config.mjs';
import { releaseDir } from '../release/src/deployment-document.mjs';
import { releaseCommand } from '../release/src/release-child.mjs';
import { apiReleaseStore } from '../release/src/release-store.mjs';
import { servedDeployment } from '../release/src/served-deployment.mjs';
import { serveStatic } from '../serve/static-server.mjs';

/**
 * A temporary folder holding releases/, and the release tooling's config for it; with `api` (a super
 * admin's sign-in) the config's store is that API's release state, and `env` also holds what a release
 * command run as a child needs (RELEASE_API_*).
 * @param {string} root  the workspace root
 * @param {string} [prefix]
 * @param {{ apiUrl: string, email: string, password: string }} [api]
 */
export function releaseSandbox(root, prefix = 'canary-releases-', api = undefined) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const env = {
    RELEASES_DIR: path.join(dir, 'releases'),
    ...(api ? { RELEASE_API_URL: api.apiUrl, RELEASE_API_EMAIL: api.email, RELEASE_API_PASSWORD: api.password } : {}),
  };
  const config = releaseConfig({ root, env, store: api ? apiReleaseStore(api) : undefined });
  return {
    dir,
    env,
    config,
    /** Empties the API's release state, so a test file starts from the environment's manifest alone. */
    async emptyReleases() {
      const { version } = await config.store.read();
      await config.store.write({ version, command: ['reset-for-test', prefix], document: null });
    },
    /** The folder of one published release. */
    releaseDir: (remote, version) => releaseDir(config, remote, version),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** `release build <remote> --version <v>` in a child process (its output kept, shown only on failure). */
async function buildOne(root, sandbox, remote, version) {
  await releaseCommand(root, ['build', remote, '--version', version], { ...process.env, ...sandbox.env });
  return sandbox.releaseDir(remote, version);
}

/** Builds several releases of one remote side by side (each its own rspack process and scratch folder). */
export function buildReleases(root, sandbox, remote, versions) {
  return Promise.all(versions.map((version) => buildOne(root, sandbox, remote, version)));
}

/** Writes a JS file and the precompressed copies the static server prefers (.br, .gz), when the build made them. */
function rewriteJs(file, text) {
  fs.writeFileSync(file, text);
  if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(Buffer.from(text)));
  if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(Buffer.from(text)));
}

/**
 * Test-side patch of a built release: replaces `from` with `to` in every JS chunk that contains it
 * (e.g. a visibly different second build). Answers the patched file names; throws when none matched.
 */
export function replaceInChunks(dir, from, to) {
  const patched = [];
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(dir, name);
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes(from)) continue;
    rewriteJs(file, text.split(from).join(to));
    patched.push(name);
  }
  if (!patched.length) throw new Error(`No JS chunk in ${dir} contains ${JSON.stringify(from)}`);
  return patched;
}

/**
 * Test-side patch: the chunk of an exposed module (`__federation_expose_<name>.<hash>.js`) throws as it
 * is evaluated, so the module never initialises.
 */
export function breakExposedChunk(dir, exposed, message) {
  const name = fs.readdirSync(dir).find((file) => file.startsWith(`__federation_expose_${exposed}.`) && file.endsWith('.js'));
  if (!name) throw new Error(`No chunk for the exposed module ${exposed} in ${dir}`);
  const file = path.join(dir, name);
  rewriteJs(file, `throw new Error(${JSON.stringify(message)});\n${fs.readFileSync(file, 'utf8')}`);
  return name;
}

/** Deletes a release's remoteEntry.js (and its .br/.gz): a dead entry URL. Answers a function that puts them back. */
export function removeEntry(dir) {
  const moved = [];
  for (const name of ['remoteEntry.js', 'remoteEntry.js.br', 'remoteEntry.js.gz']) {
    const file = path.join(dir, name);
    if (!fs.existsSync(file)) continue;
    fs.renameSync(file, path.join(path.dirname(dir), `.removed-${path.basename(dir)}-${name}`));
    moved.push(name);
  }
  return () => {
    for (const name of moved) fs.renameSync(path.join(path.dirname(dir), `.removed-${path.basename(dir)}-${name}`), path.join(dir, name));
  };
}

/**
 * The built shell (dist/apps/shell) on its own port, as `npm start` serves it: /deployment.json is the
 * API's deployment document (read now, as the API serves it) over `env`'s manifest (the remotes it does
 * not name keep their dist servers, `env`'s ports and API), and /releases/* comes from the sandbox.
 * @returns {Promise<import('node:http').Server>}
 */
export function serveShellWithReleases({ root, sandbox, port, env = process.env }) {
  return serveStatic({
    dir: path.join(root, 'dist/apps/shell'),
    port,
    spa: true,
    deployment: async () => servedDeployment((await sandbox.config.store.read()).document, deploymentManifest(env)),
    // The policy of the environment's manifest: the releases are served from this origin (/releases/).
    policy: () => deploymentManifest(env),
    releasesDir: sandbox.config.releasesDir,
  });
}
