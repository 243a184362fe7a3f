import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchDeploymentManifest, type DeploymentManifest } from '../deployment';
import type { DomainModule } from '../domain-props';
import { domainOf, type ExposedModuleName } from '../exposed-modules';

let registration: Promise<DeploymentManifest | null> | undefined;
const loading = new Map<ExposedModuleName, Promise<DomainModule>>();

const remotesOf = (manifest: DeploymentManifest) =>
  Object.entries(manifest.remotes).map(([name, remote]) => ({ name, entry: remote.manifestUrl, version: remote.version }));

/**
 * Registers every remote the deployment manifest names with this app's federation instance. Nothing is
 * fetched: with the 'loaded-first' share strategy a remote is fetched on its first use. The shell calls
 * it with the manifest it read; a remote that loads others registers on its first load (its federation
 * instance is its own), from the same /deployment.json.
 */
export function registerDeployment(manifest: DeploymentManifest): void {
  registration = Promise.resolve(manifest);
  registerRemotes(remotesOf(manifest));
}

function registered(): Promise<DeploymentManifest | null> {
  registration ??= fetchDeploymentManifest().then(
    (manifest) => {
      registerRemotes(remotesOf(manifest));
      return manifest;
    },
    () => {
      // No manifest (a test, a standalone host): rely on what the runtime knows; ask again next time.
      registration = undefined;
      return null;
    },
  );
  return registration;
}

/**
 * Loads an exposed module's parcel lifecycles once. A failed load is forgotten and its remote
 * re-registered with `force` (the runtime caches a failed entry), so Retry fetches it again.
 */
export function loadExposedModule(name: ExposedModuleName): Promise<DomainModule> {
  const cached = loading.get(name);
  if (cached) return cached;
  const promise = registered().then(async (manifest) => {
    try {
      const module = await loadRemote<DomainModule>(name);
      if (!module || typeof module.mount !== 'function') throw new Error(`${name} did not expose its lifecycles`);
      return module;
    } catch (error) {
      loading.delete(name);
      const remote = domainOf(name);
      if (manifest)
        registerRemotes(
          remotesOf(manifest).filter((candidate) => candidate.name === remote),
          { force: true },
        );
      throw error;
    }
  });
  loading.set(name, promise);
  return promise;
}

/** Warms a module before the user needs it (sidebar hover or focus); a failure surfaces on real use. */
export function prefetchExposedModule(name: ExposedModuleName): void {
  loadExposedModule(name).catch(() => undefined);
}
