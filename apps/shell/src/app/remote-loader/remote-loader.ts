import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DeploymentManifest, DomainModule, DomainName } from '@console/remote-contract';

let deployment: DeploymentManifest | null = null;
const loading = new Map<DomainName, Promise<DomainModule>>();

function remotesOf(manifest: DeploymentManifest) {
  return Object.entries(manifest.remotes).map(([name, remote]) => ({ name, entry: remote.manifestUrl, version: remote.version }));
}

/**
 * Registers every remote named by the deployment manifest. Nothing is fetched here: with the
 * 'loaded-first' share strategy a remote's manifest and entry are fetched on its first use.
 */
export function registerDomains(manifest: DeploymentManifest): void {
  deployment = manifest;
  registerRemotes(remotesOf(manifest));
}

/** Loads a domain's exposed lifecycles once; a failed load is forgotten so that Retry fetches again. */
export function loadDomain(name: DomainName): Promise<DomainModule> {
  const cached = loading.get(name);
  if (cached) return cached;
  const promise = loadRemote<DomainModule>(`${name}/Domain`).then((domain) => {
    if (!domain || typeof domain.mount !== 'function') throw new Error(`The ${name} domain did not expose its lifecycles`);
    return domain;
  });
  loading.set(name, promise);
  promise.catch(() => {
    loading.delete(name);
    // The runtime caches a remote's failed entry; re-registering with force drops that cache.
    if (deployment) registerRemotes(remotesOf(deployment).filter((remote) => remote.name === name), { force: true });
  });
  return promise;
}

/** Warm a domain before the user enters it (sidebar hover or focus); failures surface on real entry. */
export function prefetchDomain(name: DomainName): void {
  loadDomain(name).catch(() => undefined);
}
