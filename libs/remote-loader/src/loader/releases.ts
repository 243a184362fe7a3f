import { keepAcrossUsers } from '@console/session';
import { inCanary, parseReleaseOverride, RELEASE_OVERRIDE_KEY, type ReleaseChoice } from '../canary/assignment';
import type { DeploymentManifest, RemoteDeployment } from '@console/remote-contract';
import type { DomainName } from '@console/remote-contract';

/** One release of a remote as the loader tries it. */
export interface ChosenRelease {
  domain: DomainName;
  version: string;
  /** The federation container's name the release is registered under. */
  container: string;
  manifestUrl: string;
  canary: boolean;
}

export function stableOf(domain: DomainName, remote: RemoteDeployment): ChosenRelease {
  const stable = remote.stable ?? { manifestUrl: remote.manifestUrl, version: remote.version, container: remote.container ?? domain };
  return { domain, version: stable.version, container: stable.container ?? domain, manifestUrl: stable.manifestUrl, canary: false };
}

export function canaryOf(domain: DomainName, remote: RemoteDeployment): ChosenRelease | null {
  const canary = remote.canary;
  return canary ? { domain, version: canary.version, container: canary.container, manifestUrl: canary.manifestUrl, canary: true } : null;
}

// Kept when a user signs out: a tester's forced release is the tab's choice and names no one. So is the
// visitor cookie of canary/person-key.ts, kept for a sticky release: a random key, and the API counts a
// signed-in report by its user alone, so it is never stored with an account.
keepAcrossUsers(RELEASE_OVERRIDE_KEY);

/** A forced release per remote, for testing: `?release=menu:canary` (kept for the tab), or local storage. */
export function releaseOverride(): Record<string, ReleaseChoice> {
  if (typeof window === 'undefined') return {};
  const fromQuery = new URLSearchParams(window.location.search).get('release');
  if (fromQuery !== null) {
    try {
      window.sessionStorage.setItem(RELEASE_OVERRIDE_KEY, fromQuery);
    } catch {
      // A browser without session storage still honours the query string.
    }
  }
  return parseReleaseOverride(
    fromQuery ?? window.sessionStorage?.getItem(RELEASE_OVERRIDE_KEY) ?? window.localStorage?.getItem(RELEASE_OVERRIDE_KEY),
  );
}

/**
 * The releases of a remote in the order to try them: its canary first when the person falls in its
 * share (or it is forced), then stable, which is the fall-back.
 */
export function releasesToTry(
  manifest: DeploymentManifest,
  domain: DomainName,
  personKey: string,
  override: Record<string, ReleaseChoice> = {},
): ChosenRelease[] {
  const remote = manifest.remotes[domain];
  if (!remote) return [];
  const stable = stableOf(domain, remote);
  const canary = canaryOf(domain, remote);
  if (!canary || override[domain] === 'stable') return [stable];
  const useCanary = override[domain] === 'canary' || inCanary(personKey, domain, remote.canary?.share ?? 0);
  return useCanary ? [canary, stable] : [stable];
}
