import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchDeploymentManifest, type DeploymentManifest, type DomainModule, type DomainName } from '@console/remote-contract';

/** The detail tabs other remotes expose; loaded through the federation runtime, never imported. */
export type RemoteTabName = 'restaurant/RestaurantLocationsTab' | 'menu/RestaurantMenuTab' | 'deals/RestaurantDealsTab';

const TAB_REMOTES: DomainName[] = ['restaurant', 'menu', 'deals'];

const remotesOf = (manifest: DeploymentManifest, names: DomainName[]) =>
  names.map((name) => ({ name, entry: manifest.remotes[name].manifestUrl, version: manifest.remotes[name].version }));

let registration: Promise<DeploymentManifest | null> | undefined;

/**
 * This remote's federation instance is its own (the shell's registrations are not visible to it), so it
 * registers the tab remotes from the same /deployment.json the shell read. Without that file (tests) it
 * relies on whatever the runtime already knows.
 */
function registerTabRemotes(): Promise<DeploymentManifest | null> {
  registration ??= fetchDeploymentManifest().then(
    (manifest) => {
      registerRemotes(remotesOf(manifest, TAB_REMOTES));
      return manifest;
    },
    () => {
      registration = undefined;
      return null;
    },
  );
  return registration;
}

/** Loads a tab's parcel lifecycles; a failed load is forgotten by the runtime so that Retry fetches again. */
export async function loadRemoteTab(name: RemoteTabName): Promise<DomainModule> {
  const manifest = await registerTabRemotes();
  try {
    const tab = await loadRemote<DomainModule>(name);
    if (!tab || typeof tab.mount !== 'function') throw new Error(`${name} did not expose its lifecycles`);
    return tab;
  } catch (error) {
    const remote = name.split('/')[0] as DomainName;
    if (manifest) registerRemotes(remotesOf(manifest, [remote]), { force: true });
    throw error;
  }
}
