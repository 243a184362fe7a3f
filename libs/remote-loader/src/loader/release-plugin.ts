import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  CONTRACT_VERSION,
  contractMajor,
  DOMAIN_NAMES,
  type DeploymentManifest,
  type DomainModule,
  type DomainName,
} from '@console/remote-contract';
import { bucketOf } from '../canary/assignment';
import { personKey } from '../canary/person-key';
import { noteReleaseSignal, type SignalRelease } from '../release-telemetry/signal-channel';
import { reportLoad, type LoadOutcome, type LoadStage } from './load-reports';
import { resolveReleaseEntry } from './release-entry';
import { releaseOverride, releasesToTry, type ChosenRelease } from './releases';

/** A release that could not be used, and at which step. */
class LoadFailure extends Error {
  constructor(
    readonly stage: LoadStage,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'LoadFailure';
  }
}

/** One request of a domain's module ('menu/Domain') while its releases are tried. */
interface Request {
  domain: DomainName;
  manifest: DeploymentManifest;
  bucket: number;
  /** The release being tried now. */
  trying?: ChosenRelease;
  /** A canary given up for stable during this request: reported once stable has loaded. */
  fellBackFrom?: ChosenRelease;
  /** Why the last release was given up. */
  lastError?: unknown;
}

export interface ReleasePlugin extends ModuleFederationRuntimePlugin {
  /** The releases the remotes on this page were loaded from (support: what did this user see?). */
  loadedReleaseList(): ChosenRelease[];
  /**
   * A module of `domain` threw while mounting or rendering: when it came from a canary, the canary is
   * given up for this page (reported) and true is answered, so the caller loads the module again, now
   * from stable. False when there is nothing to fall back to.
   */
  fallBackAfterMountFailure(domain: DomainName, error: unknown): boolean;
}

/** The plugin's name on a federation instance: one per instance. */
export const RELEASE_PLUGIN = 'console-release-choice';

/** Whether a plugin found on a federation instance is this one (a bundle built with another loader may have put it there). */
export const isReleasePlugin = (plugin: { name: string } | undefined): plugin is ReleasePlugin =>
  plugin?.name === RELEASE_PLUGIN &&
  typeof (plugin as Partial<ReleasePlugin>).fallBackAfterMountFailure === 'function' &&
  typeof (plugin as Partial<ReleasePlugin>).loadedReleaseList === 'function';

/** A release as the page's signals name it (issue 25). */
export const signalReleaseOf = (release: ChosenRelease): SignalRelease => ({
  remote: release.domain,
  version: release.version,
  canary: release.canary,
  manifestUrl: release.manifestUrl,
});

const isDomainName = (name: string): name is DomainName => (DOMAIN_NAMES as readonly string[]).includes(name);
/** 'menu' of 'menu/Domain'. */
const domainPart = (id: string) => id.slice(0, id.indexOf('/'));

/**
 * The console's release choice as a federation runtime plugin. A module is asked for by its domain's
 * name ('menu/Domain'); the plugin picks the release this person sees (the canary for those in its
 * share, else stable), registers it under its own container by the entry its manifest names, and
 * rewrites the request to that container. A release whose manifest, entry, lifecycles or contract
 * major is wrong is reported and the next one (stable) is loaded in the same request; when none can
 * be, the real cause is thrown and stable is registered afresh on the next request (Retry). All its
 * state lives here, one plugin per federation instance.
 */
export function releasePlugin(deployment: () => Promise<DeploymentManifest | null>, name = RELEASE_PLUGIN): ReleasePlugin {
  /** Releases that failed in this page: a canary is not tried again; stable is, on the next request, once nothing is left. */
  const failedContainers = new Set<string>();
  /** The release each remote was loaded from in this page. */
  const loaded = new Map<DomainName, ChosenRelease>();
  const registered = new Map<string, Promise<void>>();
  const requests = new Map<string, Request>();
  /** Which request a rewritten id ('menu__v2/Domain') belongs to. */
  const requestOf = new Map<string, string>();

  const report = (request: Request, release: ChosenRelease, outcome: LoadOutcome, details: { stage?: LoadStage; error?: unknown } = {}) =>
    reportLoad(request.manifest.apiBaseUrl, release, outcome, { ...details, bucket: request.bucket });

  /** `force` replaces what the runtime kept of an earlier failed try of the same container. */
  function register(origin: ModuleFederation, release: ChosenRelease): Promise<void> {
    let registering = registered.get(release.container);
    if (!registering) {
      registering = resolveReleaseEntry(release).then(({ entry, type }) =>
        origin.registerRemotes([{ name: release.container, entry, type }], { force: true }),
      );
      registering.catch(() => registered.delete(release.container));
      registered.set(release.container, registering);
    }
    return registering;
  }

  function giveUp(request: Request, release: ChosenRelease, error: unknown) {
    failedContainers.add(release.container);
    request.lastError = error;
    noteReleaseSignal({ kind: 'failed', release: signalReleaseOf(release) });
    report(request, release, 'failed', { stage: error instanceof LoadFailure ? error.stage : 'entry', error });
    if (release.canary) request.fellBackFrom = release;
  }

  const remainingReleases = (request: Request) =>
    releasesToTry(request.manifest, request.domain, personKey(), releaseOverride()).filter(
      (release) => !failedContainers.has(release.container),
    );

  return {
    name,

    async beforeRequest(args) {
      const name = domainPart(args.id);
      if (!isDomainName(name)) return args;
      const manifest = await deployment();
      if (!manifest) return args; // no manifest (a test, a standalone host): what the runtime knows
      const request: Request = requests.get(args.id) ?? { domain: name, manifest, bucket: bucketOf(personKey(), name) };
      requests.set(args.id, request);
      for (const release of remainingReleases(request)) {
        try {
          await register(args.origin, release);
        } catch (error) {
          giveUp(request, release, new LoadFailure('manifest', error));
          continue;
        }
        request.trying = release;
        const id = `${release.container}${args.id.slice(name.length)}`;
        requestOf.set(id, args.id);
        return { ...args, id };
      }
      // Nothing could be registered: the request fails in errorLoadRemote with the real cause.
      request.trying = undefined;
      request.lastError ??= new Error(`${name} is not in the deployment manifest`);
      return args;
    },

    async onLoad(args) {
      const name = requestOf.get(args.id) ?? args.id;
      const request = requests.get(name);
      if (!request && !isDomainName(domainPart(args.id))) return; // not one of the console's modules
      const module = args.exposeModule as DomainModule | null | undefined;
      if (!module || typeof module.mount !== 'function') throw new LoadFailure('init', new Error(`${name} did not expose its lifecycles`));
      if (module.contractVersion && contractMajor(module.contractVersion) !== contractMajor(CONTRACT_VERSION)) {
        throw new LoadFailure(
          'contract',
          new Error(`${name} was built for contract ${module.contractVersion}; this page speaks ${CONTRACT_VERSION}`),
        );
      }
      if (!request) return;
      requests.delete(name);
      if (!request.trying) return;
      loaded.set(request.domain, request.trying);
      noteReleaseSignal({ kind: 'loaded', release: signalReleaseOf(request.trying) });
      report(request, request.trying, 'loaded');
      if (request.fellBackFrom) report(request, request.fellBackFrom, 'fell-back');
    },

    async errorLoadRemote(args) {
      // Only the failure of a whole request: the runtime also asks here on the way (entry, shares).
      if (args.lifecycle !== 'onLoad') return undefined;
      const request = requests.get(args.id);
      if (!request) return undefined;
      if (request.trying) giveUp(request, request.trying, args.error);
      request.trying = undefined;
      if (remainingReleases(request).length > 0) return args.origin.loadRemote(args.id);
      requests.delete(args.id);
      // Nothing loaded: Retry registers stable again (replacing the failed try) and fetches it anew.
      for (const release of releasesToTry(request.manifest, request.domain, personKey(), { [request.domain]: 'stable' })) {
        failedContainers.delete(release.container);
        registered.delete(release.container);
      }
      throw request.lastError ?? args.error;
    },

    loadedReleaseList: () => [...loaded.values()],

    fallBackAfterMountFailure(domain, error) {
      const release = loaded.get(domain);
      // A crash counts against its release, stable's too (the rollout compares their rates).
      if (release) noteReleaseSignal({ kind: 'crashed', release: signalReleaseOf(release) });
      if (!release?.canary) return false;
      failedContainers.add(release.container);
      loaded.delete(domain);
      void deployment().then((manifest) => {
        if (!manifest) return;
        const request: Request = { domain, manifest, bucket: bucketOf(personKey(), domain) };
        report(request, release, 'failed', { stage: 'mount', error });
        report(request, release, 'fell-back');
      });
      return true;
    },
  };
}
