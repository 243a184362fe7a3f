import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import {
  domainOf,
  fetchDeploymentManifest,
  type DeploymentManifest,
  type DomainModule,
  type ExposedModuleName,
} from '@console/remote-contract';
import { isReleasePlugin, RELEASE_PLUGIN, releasePlugin } from './release-plugin';
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
 * module that failed whatever the release, so Retry loads it again. A production remote that loads
 * others (admin's tabs) runs on the runtime the shell lends it: it then finds the shell's plugin there
 * and uses it, so one plugin knows every release loaded in the page.
 */
export function createRemoteLoader(
  federation: Pick<ModuleFederation, 'loadRemote' | 'registerPlugins' | 'options'>,
  deployment: () => Promise<DeploymentManifest | null>,
): RemoteLoader {
  const found = federation.options.plugins.find((registered) => registered.name === RELEASE_PLUGIN);
  let releases = isReleasePlugin(found) ? found : undefined;
  if (!releases) {
    // None yet, or one of another loader's making (the runtime keeps the first plugin of a name): our own.
    releases = releasePlugin(deployment, found ? `${RELEASE_PLUGIN}-${Math.random().toString(36).slice(2)}` : RELEASE_PLUGIN);
    federation.registerPlugins([releases]);
  }
  const loading = new Map<ExposedModuleName, Promise<DomainModule>>();
  return {
    load(name) {
      const cached = loading.get(name);
      if (cached) return cached;
      // The plugin's onLoad has checked it is a domain's lifecycles (or the load failed).
      const promise = federation.loadRemote<DomainModule>(name) as Promise<DomainModule>;
      promise.catch(() => loading.delete(name));
      loading.set(name, promise);
      return promise;
    },
    fallBackAfterMountFailure(name, error) {
      const domain = domainOf(name);
      if (!releases.fallBackAfterMountFailure(domain, error)) return false;
      for (const cachedName of [...loading.keys()]) if (domainOf(cachedName) === domain) loading.delete(cachedName);
      return true;
    },
    loadedReleaseList: () => releases.loadedReleaseList(),
  };
}

// This app's loader, on the app's own federation instance (the shell's, or admin's for its detail tabs).
let deployment: Promise<DeploymentManifest | null> | undefined;
let pageLoader: RemoteLoader | undefined;

/**
 * Keeps the deployment manifest the shell read at start-up; releases are registered when first used.
 * A remote that loads others (admin's detail tabs) uses the shell's plugin, and so its manifest, on the
 * runtime the shell lends it; on its own (a development server) it reads /deployment.json on first load.
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

function loader(): RemoteLoader {
  if (!pageLoader) {
    // The app's federation instance exists before any of its code runs (the bundler's runtime makes it).
    const federation = getInstance();
    if (!federation) throw new Error('The federation runtime is not initialised');
    pageLoader = createRemoteLoader(federation, readDeployment);
  }
  return pageLoader;
}

/**
 * Loads an exposed module's parcel lifecycles once per page. The remote's canary is tried first for
 * the staff in its share; if it cannot be loaded, initialised or is built for another contract, its
 * stable release is loaded in the same page load. Every outcome is reported to the API.
 */
export const loadExposedModule = (name: ExposedModuleName): Promise<DomainModule> =>
  Promise.resolve(name).then((module) => loader().load(module));

/** See RemoteLoader.fallBackAfterMountFailure. */
export const fallBackAfterMountFailure = (name: ExposedModuleName, error: unknown) =>
  pageLoader?.fallBackAfterMountFailure(name, error) ?? false;

/** The releases the remotes on this page were loaded from (support: what did this user see?). */
export const loadedReleaseList = (): ChosenRelease[] => pageLoader?.loadedReleaseList() ?? [];

/**
 * Warms a module before the user needs it (sidebar hover or focus), and with `path` the first reads of
 * its screen there too; a failure surfaces on real use.
 */
export function prefetchExposedModule(name: ExposedModuleName, path?: string): void {
  loadExposedModule(name)
    .then((module) => (path === undefined ? undefined : module.prefetch?.(path)))
    .catch(() => undefined);
}
