// Release versions and the container names derived from them.

/** A version is a folder name and a URL segment: letters, digits, '.', '_' and '-', starting with a letter or digit. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export function assertVersion(version) {
  if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) {
    throw new Error(`Invalid version '${version}': use letters, digits, '.', '_' or '-' (at most 64), e.g. 2026.11.23-abc1234`);
  }
  return version;
}

/** The default version: the build day and the short commit, e.g. 2026.11.23-abc1234. */
export function defaultVersion(date, gitSha) {
  const day = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()].map((part) => String(part).padStart(2, '0')).join('.');
  return gitSha ? `${day}-${gitSha}` : day;
}

/**
 * The suffix FEDERATION_NAME_SUFFIX receives: '__v' and the version with every character outside
 * [A-Za-z0-9] turned into '_' (a container name is a JS global): 2026.11.23-abc1234 → __v2026_11_23_abc1234.
 */
export function containerSuffix(version) {
  return `__v${assertVersion(version).replace(/[^A-Za-z0-9]/g, '_')}`;
}

/** The release's federation container name: menu + __v2026_11_23_abc1234. */
export function containerName(remote, version) {
  return `${remote}${containerSuffix(version)}`;
}
