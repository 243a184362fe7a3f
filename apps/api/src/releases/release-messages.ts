/** What the release state's calls answer, in the product's words. */
export const releaseMessages = {
  changed: 'Release state changed',
  oneVersion: 'If-Match must name one version of the releases',
} as const;

/** /deployment.json as the console's servers always sent it: the browser asks again before each use. */
export const CACHE_CONTROL_NO_CACHE = 'no-cache';
