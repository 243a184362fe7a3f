// `release build <remote>`: builds one remote alone, with a versioned container name, outside dist/
// (the app's normal build is left as it is), and publishes it to releases/<remote>/<version>/ with its
// release.json. A published version is never overwritten: the manifest may point at it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contractVersion, projectOf } from './config.mjs';
import { releaseDir } from './deployment-document.mjs';
import { assertVersion, containerName, containerSuffix, defaultVersion } from './naming.mjs';

export function gitInfo(root) {
  const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  const sha = git('rev-parse', '--short=7', 'HEAD');
  return { sha: sha.status === 0 ? sha.stdout.trim() : undefined };
}

/** Builds the remote with rspack into `outDir`, its container named for `version`. */
export function rspackBuild({ root, remote, version, outDir, env = process.env }) {
  const project = projectOf(remote);
  const result = spawnSync('npx', ['rspack', 'build', '-c', `apps/${project}/rspack.config.cjs`, '--mode', 'production'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, FEDERATION_NAME_SUFFIX: containerSuffix(version), FEDERATION_OUTPUT_PATH: outDir, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`The build of ${project} failed (exit ${result.status})`);
}

/** Refuses a version already published, or one whose container name another release of the remote already has. */
export function checkNewVersion(config, remote, version) {
  assertVersion(version);
  const target = releaseDir(config, remote, version);
  if (fs.existsSync(target)) throw new Error(`${remote} ${version} is already released (${target}); releases are never overwritten`);
  const container = containerName(remote, version);
  const remoteDir = path.join(config.releasesDir, remote);
  for (const other of fs.existsSync(remoteDir) ? fs.readdirSync(remoteDir) : []) {
    if (!other.startsWith('.') && containerName(remote, other) === container) {
      throw new Error(`${remote} ${version} would share container name ${container} with release ${other}; pick another version`);
    }
  }
  return { target, container };
}

/**
 * Copies a built remote (`builtDir`) to releases/<remote>/<version>/ with its release.json, after
 * checking that its mf-manifest.json names the versioned container. Staged beside the target and
 * renamed, so a half-copied release never appears.
 */
export function publishRelease(config, { remote, version, builtDir, gitSha, now = new Date() }) {
  const { target, container } = checkNewVersion(config, remote, version);
  const mfFile = path.join(builtDir, 'mf-manifest.json');
  if (!fs.existsSync(mfFile)) throw new Error(`${builtDir} has no mf-manifest.json`);
  const mf = JSON.parse(fs.readFileSync(mfFile, 'utf8'));
  if (mf.name !== container) {
    throw new Error(
      `The build's container is '${mf.name}', expected '${container}' (was it built with FEDERATION_NAME_SUFFIX=${containerSuffix(version)}?)`,
    );
  }
  const info = {
    remote,
    version,
    container,
    builtAt: now.toISOString(),
    gitSha: gitSha ?? null,
    contractVersion: contractVersion(config.root),
  };
  const staging = path.join(config.releasesDir, remote, `.staging-${version}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  fs.cpSync(builtDir, staging, { recursive: true });
  fs.writeFileSync(path.join(staging, 'release.json'), JSON.stringify(info, null, 2) + '\n');
  fs.renameSync(staging, target);
  return { dir: target, info };
}

/** The whole `release build`: version, build into a scratch folder, publish, clean up. */
export function buildRelease(config, { remote, version, build = rspackBuild, now = new Date(), env = process.env }) {
  projectOf(remote);
  const { sha } = gitInfo(config.root);
  const chosen = version ?? defaultVersion(now, sha);
  checkNewVersion(config, remote, chosen);
  const outDir = path.join(config.releasesDir, remote, `.build-${chosen}-${process.pid}`);
  fs.rmSync(outDir, { recursive: true, force: true });
  try {
    build({ root: config.root, remote, version: chosen, outDir, env });
    return publishRelease(config, { remote, version: chosen, builtDir: outDir, gitSha: sha, now });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
