import type { Location, Navigator } from 'react-router';

/**
 * The page's one session store (libs/session's jotai store), typed by what the contract promises of it
 * (read, write, subscribe) so the contract depends on no library of the console.
 */
export interface SharedSessionStore {
  get: (...args: never[]) => unknown;
  set: (...args: never[]) => unknown;
  sub: (...args: never[]) => () => void;
}

/**
 * What the shell gives every domain remote when it mounts it (the typed single-spa parcel props).
 * Context does not cross the parcel boundary (each remote has its own React root), so everything
 * a domain shares with the shell travels here or through federation singletons.
 */
export interface DomainProps {
  /** The route base the shell mounted this domain under ('/' or '/dashboard'); domain routes are relative to it. */
  basename: string;
  /** The shell's current location: there is one browser history, and the shell owns it. */
  location: Location;
  /** Navigates through the shell's router, so the shell (sidebar, guards, Back) sees every move. */
  navigator: Navigator;
  /** The page's one session store. */
  sessionStore: SharedSessionStore;
  /**
   * Called when a screen of the domain throws while rendering; the domain shows its own error screen
   * meanwhile. The shell answers a canary's crash by mounting its stable release instead (contract 1.1).
   */
  onScreenCrash?: (error: Error) => void;
}

/**
 * The shell↔remote contract's version (these props and the lifecycles). A remote carries the one it
 * was built with; the shell mounts a remote of another major version as a failure (so a canary of it
 * falls back to stable). Raise it with any change a remote built earlier would not understand.
 */
export const CONTRACT_VERSION = '1.2';
export const contractMajor = (version: string) => version.split('.')[0];

/** The module every domain remote exposes as `./Domain`. */
export interface DomainModule {
  /** The CONTRACT_VERSION the remote was built with (absent in remotes built before it existed). */
  contractVersion?: string;
  bootstrap: (props: DomainProps) => Promise<unknown>;
  mount: (props: DomainProps) => Promise<unknown>;
  unmount: (props: DomainProps) => Promise<unknown>;
  update?: (props: DomainProps) => Promise<unknown>;
  /**
   * Starts the reads the screen at `path` (a page path with its query) makes as it first draws, before
   * it mounts: the shell calls it when a link to it is hovered or focused, and on its way there. A remote
   * without it (contract 1.1) reads as it mounts.
   */
  prefetch?: (path: string) => Promise<void>;
}

/** The federation names of the domains, as listed in the deployment manifest. */
export const DOMAIN_NAMES = ['auth', 'admin', 'restaurant', 'menu', 'deals', 'notifications'] as const;
export type DomainName = (typeof DOMAIN_NAMES)[number];

/** The route base the shell mounts every dashboard domain under. */
export const DASHBOARD_BASE = '/dashboard';
