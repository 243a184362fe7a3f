// The deployment document: per remote a stable release and optionally a canary with a share. The API
// keeps it (one row of PostgreSQL, apps/api/src/releases) and answers it at /deployment.json (see
// served-deployment.mjs), so each remote entry also carries today's { manifestUrl, version } equal to
// its stable release: the shell of today, which reads only those two fields, keeps working unchanged.
//
// {
//   "apiBaseUrl"?: "http://localhost:3333",
//   "remotes": {
//     "menu": {
//       "manifestUrl": "/releases/menu/2026.11.23-abc1234/mf-manifest.json",   // = stable (compatibility)
//       "version": "2026.11.23-abc1234",                                       // = stable (compatibility)
//       "stable": { "version": "2026.11.23-abc1234", "manifestUrl": "…", "container": "menu__v2026_11_23_abc1234" },
//       "canary": { "version": "2026.11.24-def5678", "manifestUrl": "…", "container": "menu__v2026_11_24_def5678", "share": 10 },
//       "rollout"?: { … }   // a rolling release of the canary, see rollout-plan.mjs
//     }
//   },
//   "googleMapsApiKey"?: "…"
// }
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from './config.mjs';
import { checkManifestUrlLoads, isPublishedElsewhere } from './manifest-url.mjs';
import { assertVersion, containerName } from './naming.mjs';
import { validateRollout } from './rollout-plan.mjs';

export function releaseDir(config, remote, version) {
  return path.join(config.releasesDir, remote, version);
}

export function manifestUrlOf(config, remote, version) {
  return `${config.baseUrl}/releases/${remote}/${version}/mf-manifest.json`;
}

/** A release as the manifest names it, after checking it was published (release.json) and its mf-manifest.json is its container. */
export function releaseRef(config, remote, version) {
  assertVersion(version);
  const ref = { version, manifestUrl: manifestUrlOf(config, remote, version), container: containerName(remote, version) };
  checkRelease(config, remote, ref);
  return ref;
}

/** The release on disk, and, when its manifest URL points elsewhere (a CDN), that the manifest loads from there. */
function checkReleaseReachable(config, remote, ref, kind) {
  checkRelease(config, remote, ref);
  if (isPublishedElsewhere(ref.manifestUrl)) checkManifestUrlLoads(ref.manifestUrl, ref.container, `${remote} ${kind}`);
}

export function readReleaseInfo(config, remote, version) {
  const file = path.join(releaseDir(config, remote, version), 'release.json');
  if (!fs.existsSync(file)) throw new Error(`No release ${remote} ${version}: ${file} is missing (npm run release -- build ${remote})`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function checkRelease(config, remote, ref) {
  const info = readReleaseInfo(config, remote, ref.version);
  if (info.remote !== remote || info.version !== ref.version) {
    throw new Error(`${remote} ${ref.version}: release.json names ${info.remote} ${info.version}`);
  }
  if (info.container !== ref.container) {
    throw new Error(`${remote} ${ref.version}: the manifest names container '${ref.container}', release.json '${info.container}'`);
  }
  const mfFile = path.join(releaseDir(config, remote, ref.version), 'mf-manifest.json');
  if (!fs.existsSync(mfFile)) throw new Error(`${remote} ${ref.version}: mf-manifest.json is missing`);
  let mf;
  try {
    mf = JSON.parse(fs.readFileSync(mfFile, 'utf8'));
  } catch (error) {
    throw new Error(`${remote} ${ref.version}: mf-manifest.json does not parse (${error.message})`);
  }
  const names = [mf.name, mf.metaData?.name, mf.metaData?.globalName].filter((name) => name !== undefined);
  if (!names.length || names.some((name) => name !== ref.container)) {
    throw new Error(
      `${remote} ${ref.version}: mf-manifest.json names container '${[...new Set(names)].join("', '")}', expected '${ref.container}'`,
    );
  }
}

export function checkUrl(url, what) {
  if (typeof url !== 'string') throw new Error(`${what}: missing URL`);
  if (url.startsWith('/') && !url.startsWith('//')) return;
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what}: '${url}' is neither an http(s) URL nor a root-relative path`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${what}: '${url}' is neither an http(s) URL nor a root-relative path`);
  }
}

export function checkShare(share) {
  if (!Number.isInteger(share) || share < 0 || share > 100) throw new Error(`The share must be an integer from 0 to 100 (got ${share})`);
  return share;
}

/** Parses a command-line share strictly: '10' yes, '10.5', '1e1', '' or '10%' no. */
export function parseShare(text) {
  if (typeof text !== 'string' || !/^\d{1,3}$/.test(text)) throw new Error(`The share must be an integer from 0 to 100 (got '${text}')`);
  return checkShare(Number(text));
}

/**
 * Validates a whole deployment document. Every entry's shape, URLs and share are checked; the
 * releases on disk of `remotesToCheck` (the ones a command changes, or all) too.
 */
export function validateDeployment(config, doc, remotesToCheck = Object.keys(doc?.remotes ?? {})) {
  if (!doc || typeof doc !== 'object' || !doc.remotes || typeof doc.remotes !== 'object') throw new Error('The manifest has no remotes');
  if (doc.apiBaseUrl !== undefined) checkUrl(doc.apiBaseUrl, 'apiBaseUrl');
  for (const [remote, entry] of Object.entries(doc.remotes)) {
    if (!REMOTE_NAMES.includes(remote)) throw new Error(`Unknown remote '${remote}'`);
    if (!entry.stable) throw new Error(`${remote}: a canary needs a stable release to fall back to`);
    for (const kind of ['stable', 'canary']) {
      const ref = entry[kind];
      if (!ref) continue;
      assertVersion(ref.version);
      checkUrl(ref.manifestUrl, `${remote} ${kind}`);
      if (ref.container !== containerName(remote, ref.version)) {
        throw new Error(`${remote} ${kind}: container '${ref.container}' is not ${containerName(remote, ref.version)}`);
      }
      if (remotesToCheck.includes(remote)) checkReleaseReachable(config, remote, ref, kind);
    }
    if (entry.canary) {
      checkShare(entry.canary.share);
      if (entry.canary.version === entry.stable.version)
        throw new Error(`${remote}: the canary is the stable release (${entry.stable.version})`);
    }
    if (entry.rollout !== undefined) validateRollout(remote, entry);
    if (entry.manifestUrl !== entry.stable.manifestUrl || entry.version !== entry.stable.version) {
      throw new Error(`${remote}: the compatibility fields manifestUrl/version must equal the stable release`);
    }
  }
  return doc;
}

/** An entry with today's fields equal to stable, then stable and canary. */
export function remoteEntry(stable, canary) {
  return { manifestUrl: stable.manifestUrl, version: stable.version, stable, ...(canary ? { canary } : {}) };
}

/** The document's shape alone, without the releases on disk: what the API checks of every change it is sent. */
export const validateDeploymentShape = (doc) => validateDeployment(undefined, doc, []);
