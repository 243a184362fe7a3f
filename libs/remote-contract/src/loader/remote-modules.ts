import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bucketOf } from '../canary/assignment';
import { personKey } from '../canary/person-key';
import { fetchDeploymentManifest, type DeploymentManifest } from '../deployment';
import { CONTRACT_VERSION, contractMajor, type DomainModule, type DomainName } from '../domain-props';
import { domainOf, type ExposedModuleName } from '../exposed-modules';
import { reportLoad, type LoadStage } from './load-reports';
import { resolveReleaseEntry } from './release-entry';
import { releaseOverride, releasesToTry, type ChosenRelease } from './releases';

let registration: Promise<DeploymentManifest | null> | undefined;
const loading = new Map<ExposedModuleName, Promise<DomainModule>>();
/** Releases that failed in this page: not tried again until Retry. */
const failedContainers = new Set<string>();
/** The release each remote was loaded from in this page (shown in About, used for mount fall-back). */
const loadedReleases = new Map<DomainName, ChosenRelease>();

class LoadFailure extends Error {
  constructor(
    readonly stage: LoadStage,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'LoadFailure';
  }
}

/** The releases registered with the federation runtime in this page, by container. */
const registeredContainers = new Map<string, Promise<void>>();

/**
 * Registers a release with this app's federation instance under its own container name (so a remote's
 * canary and stable can live in one page), by the entry its manifest names. Done on first use: nothing
 * is fetched for a remote nobody opens. `force` replaces what the runtime kept of an earlier failed try.
 */
function registerRelease(release: ChosenRelease): Promise<void> {
  let registering = registeredContainers.get(release.container);
  if (!registering) {
    registering = resolveReleaseEntry(release).then(({ entry, type }) =>
      registerRemotes([{ name: release.container, entry, type }], { force: true }),
    );
    registering.catch(() => registeredContainers.delete(release.container));
    registeredContainers.set(release.container, registering);
  }
  return registering;
}

/**
 * Keeps the deployment manifest the shell read at start-up; releases are registered when first used.
 * A remote that loads others (admin's detail tabs) reads the same /deployment.json on its first load.
 */
export function registerDeployment(manifest: DeploymentManifest): void {
  registration = Promise.resolve(manifest);
}

function registered(): Promise<DeploymentManifest | null> {
  registration ??= fetchDeploymentManifest().catch(() => {
    // No manifest (a test, a standalone host): rely on what the runtime knows; ask again next time.
    registration = undefined;
    return null;
  });
  return registration;
}

/** Loads one exposed module of one release, and checks it is a domain built for this contract. */
async function loadFrom(name: ExposedModuleName, release: ChosenRelease | string): Promise<DomainModule> {
  const container = typeof release === 'string' ? release : release.container;
  if (typeof release !== 'string') {
    try {
      await registerRelease(release);
    } catch (error) {
      throw new LoadFailure('manifest', error);
    }
  }
  let module: DomainModule | null | undefined;
  try {
    module = await loadRemote<DomainModule>(`${container}/${name.slice(name.indexOf('/') + 1)}`);
  } catch (error) {
    throw new LoadFailure('entry', error);
  }
  if (!module || typeof module.mount !== 'function') throw new LoadFailure('init', new Error(`${name} did not expose its lifecycles`));
  if (module.contractVersion && contractMajor(module.contractVersion) !== contractMajor(CONTRACT_VERSION))
    throw new LoadFailure(
      'contract',
      new Error(`${name} was built for contract ${module.contractVersion}; this page speaks ${CONTRACT_VERSION}`),
    );
  return module;
}

/**
 * Loads an exposed module's parcel lifecycles once per page. The remote's canary is tried first for
 * the staff in its share; if it cannot be loaded, initialised or is built for another contract, its
 * stable release is loaded in the same page load. Every outcome is reported to the API. A module that
 * fails whatever the release is forgotten and its stable release registered again (`force`: the runtime
 * caches a failed entry), so Retry fetches it again.
 */
export function loadExposedModule(name: ExposedModuleName): Promise<DomainModule> {
  const cached = loading.get(name);
  if (cached) return cached;
  const domain = domainOf(name);
  const promise = registered().then(async (manifest) => {
    if (!manifest) return loadFrom(name, domain);
    const person = personKey();
    const bucket = bucketOf(person, domain);
    const releases = releasesToTry(manifest, domain, person, releaseOverride()).filter(
      (release) => !failedContainers.has(release.container),
    );
    let lastError: unknown = new Error(`${domain} is not in the deployment manifest`);
    let fellBackFrom: ChosenRelease | null = null;
    for (const release of releases) {
      try {
        const module = await loadFrom(name, release);
        loadedReleases.set(domain, release);
        reportLoad(manifest.apiBaseUrl, release, 'loaded', { bucket });
        if (fellBackFrom) reportLoad(manifest.apiBaseUrl, fellBackFrom, 'fell-back', { bucket });
        return module;
      } catch (error) {
        lastError = error;
        failedContainers.add(release.container);
        reportLoad(manifest.apiBaseUrl, release, 'failed', { stage: error instanceof LoadFailure ? error.stage : 'entry', error, bucket });
        if (release.canary) fellBackFrom = release;
      }
    }
    // Nothing loaded: Retry fetches the stable release again (registered anew, replacing the failed try).
    const stable = releasesToTry(manifest, domain, person, { [domain]: 'stable' })[0];
    if (stable) {
      failedContainers.delete(stable.container);
      registeredContainers.delete(stable.container);
    }
    throw lastError;
  });
  promise.catch(() => loading.delete(name));
  loading.set(name, promise);
  return promise;
}

/**
 * A module that threw while mounting, or whose screen crashed while rendering (reported as the 'mount'
 * stage, with the error's text): when it came from a canary, that canary is given up for this page
 * (reported) and true is answered, so the caller loads the module again, now from stable, instead of
 * showing an error. False when there is nothing to fall back to.
 */
export function fallBackAfterMountFailure(name: ExposedModuleName, error: unknown): boolean {
  const domain = domainOf(name);
  const release = loadedReleases.get(domain);
  if (!release?.canary) return false;
  failedContainers.add(release.container);
  loadedReleases.delete(domain);
  for (const cachedName of [...loading.keys()]) if (domainOf(cachedName) === domain) loading.delete(cachedName);
  void registration?.then((manifest) => {
    if (!manifest) return;
    const bucket = bucketOf(personKey(), domain);
    reportLoad(manifest.apiBaseUrl, release, 'failed', { stage: 'mount', error, bucket });
    reportLoad(manifest.apiBaseUrl, release, 'fell-back', { bucket });
  });
  return true;
}

/** The releases the remotes on this page were loaded from (support: what did this user see?). */
export function loadedReleaseList(): ChosenRelease[] {
  return [...loadedReleases.values()];
}

/** Warms a module before the user needs it (sidebar hover or focus); a failure surfaces on real use. */
export function prefetchExposedModule(name: ExposedModuleName): void {
  loadExposedModule(name).catch(() => undefined);
}
