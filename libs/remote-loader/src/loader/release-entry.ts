import type { ChosenRelease } from './releases';

/** What the loader reads of a release's mf-manifest.json: whose container it is and where its entry is. */
interface FederationManifest {
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string; type?: string } };
}

export interface ReleaseEntry {
  /** The remote entry's absolute URL. */
  entry: string;
  /** How the entry exposes its container ('global': a global named after the container). */
  type: string;
}

/**
 * Reads a release's manifest and answers its remote entry. The shell registers remotes by entry URL, so
 * the federation runtime's manifest-snapshot code (several KiB before the login form) is left out of
 * every build (`disableSnapshot`); this is all of it the console needs. A manifest naming another
 * container is refused: a release built without its version suffix would replace the other release in
 * the page.
 */
export async function resolveReleaseEntry(release: ChosenRelease, fetchManifest: typeof fetch = fetch): Promise<ReleaseEntry> {
  const manifestUrl = new URL(release.manifestUrl, globalThis.location?.href ?? 'http://localhost/');
  const response = await fetchManifest(manifestUrl.href);
  if (!response.ok) throw new Error(`${manifestUrl.href} answered ${response.status}`);
  const manifest = (await response.json()) as FederationManifest;
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (manifest.metaData?.name !== release.container || !remoteEntry?.name) {
    throw new Error(`${manifestUrl.href} is not the manifest of ${release.container}`);
  }
  const folder = remoteEntry.path ? `${remoteEntry.path.replace(/\/+$/, '')}/` : '';
  return { entry: new URL(`${folder}${remoteEntry.name}`, manifestUrl).href, type: remoteEntry.type ?? 'global' };
}
