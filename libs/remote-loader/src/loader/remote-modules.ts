import { loadRemote, registerPlugins, type ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  domainOf,
  fetchDeploymentManifest,
  type DeploymentManifest,
  type DomainModule,
  type ExposedModuleName,
} from '@console/remote-contract';
import { releasePlugin } from './release-plugin';
import type { ChosenRelease } from './releases';

export interface RemoteLoader {
  /** An exposed module's parcel lifecycles, loaded once per page (a failed load is tried again next time). */
  load(name: ExposedModuleName): Promise<DomainModule>;
  /** A module that threw while mounting or whose screen crashed: true when it is to be loaded again, from stable. */
  fallBackAfterMountFailure(name: ExposedModuleName, error: unknown): boolean;
  loadedReleaseList(): ChosenRelease[];
}

/**
 * A loader over one federation instance, with the console's release plugin registered on it: the
 * plugin chooses, falls back and reports; this keeps one load per module and page, and forgets a
 * module that failed whatever the release, so Retry loads it again.
 */
export function createRemoteLoader(
  federation: Pick<ModuleFederation, 'loadRemote' | 'registerPlugins'>,
  deployment: () => Promise<DeploymentManifest | null>,
): RemoteLoader {
  const plugin = releasePlugin(deployment);
  federation.registerPlugins([plugin]);
  const loading = new Map<ExposedModuleName, Promise<DomainModule>>();
  return {
    load(name) {
      const cached = loading.get(name);
      if (cached) return cached;
      const promise = federation.loadRemote<DomainModule>(name).then((module) => {
        if (!module) throw new Error(`${name} did not expose its lifecycles`);
        return module;
      });
      promise.catch(() => loading.delete(name));
      loading.set(name, promise);
      return promise;
    },
    fallBackAfterMountFailure(name, error) {
      const domain = domainOf(name);
      if (!plugin.giveUpCanary(domain, error)) return false;
      for (const cachedName of [...loading.keys()]) if (domainOf(cachedName) === domain) loading.delete(cachedName);
      return true;
    },
    loadedReleaseList: () => plugin.loadedReleases(),
  };
}

// This app's loader, on the app's own federation instance (the shell's, or admin's for its detail tabs).
let deployment: Promise<DeploymentManifest | null> | undefined;
let pageLoader: RemoteLoader | undefined;

/**
 * Keeps the deployment manifest the shell read at start-up; releases are registered when first used.
 * A remote that loads others (admin's detail tabs) reads the same /deployment.json on its first load.
 */
export function registerDeployment(manifest: DeploymentManifest): void {
  deployment = Promise.resolve(manifest);
}

function readDeployment(): Promise<DeploymentManifest | null> {
  deployment ??= fetchDeploymentManifest().catch(() => {
    // No manifest (a test, a standalone host): rely on what the runtime knows; ask again next time.
    deployment = undefined;
    return null;
  });
  return deployment;
}

const loader = () => (pageLoader ??= createRemoteLoader({ loadRemote, registerPlugins }, readDeployment));

/**
 * Loads an exposed module's parcel lifecycles once per page. The remote's canary is tried first for
 * the staff in its share; if it cannot be loaded, initialised or is built for another contract, its
 * stable release is loaded in the same page load. Every outcome is reported to the API.
 */
export const loadExposedModule = (name: ExposedModuleName) => loader().load(name);

/** See RemoteLoader.fallBackAfterMountFailure. */
export const fallBackAfterMountFailure = (name: ExposedModuleName, error: unknown) => loader().fallBackAfterMountFailure(name, error);

/** The releases the remotes on this page were loaded from (support: what did this user see?). */
export const loadedReleaseList = () => loader().loadedReleaseList();

/** Warms a module before the user needs it (sidebar hover or focus); a failure surfaces on real use. */
export function prefetchExposedModule(name: ExposedModuleName): void {
  loadExposedModule(name).catch(() => undefined);
}
