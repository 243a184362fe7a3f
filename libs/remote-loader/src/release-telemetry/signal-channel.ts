/**
 * The page's one channel of release signals (issue 25). The loader, the parcels and the shell's error
 * listeners note what happens here; the collector, loaded after the first screen, drains what came
 * before it and then listens. It lives on globalThis so that a remote bundling its own copy of this
 * library (admin's detail tabs) notes into the same channel as the shell.
 */

/** One release of one remote as the signals name it. */
export interface SignalRelease {
  remote: string;
  version: string;
  canary: boolean;
  /** Where the release's manifest is: its chunks live under the same folder (script attribution). */
  manifestUrl: string;
}

export type ReleaseSignal =
  | { kind: 'loaded' | 'failed' | 'crashed'; release: SignalRelease }
  | { kind: 'mounted'; release: SignalRelease; root: Element }
  | { kind: 'error'; stack: string };

interface Channel {
  queue: ReleaseSignal[];
  listen?: (signal: ReleaseSignal) => void;
  firstMount?: () => void;
  /** The shell has started the signals (once per page). */
  started?: boolean;
  /** A remote has mounted: the page's first screen is up. */
  screenUp?: boolean;
  afterScreenUp?: Array<() => void>;
}

/** Signals kept until the collector starts; past that the page is in trouble and the first ones say enough. */
const MAX_QUEUED = 200;
const CHANNEL = '__consoleReleaseSignals';

export const signalChannel = (): Channel => ((globalThis as Record<string, unknown>)[CHANNEL] ??= { queue: [] }) as Channel;

export function noteReleaseSignal(signal: ReleaseSignal): void {
  const channel = signalChannel();
  if (channel.listen) channel.listen(signal);
  else if (channel.queue.length < MAX_QUEUED) channel.queue.push(signal);
  if (signal.kind === 'mounted' && channel.firstMount) {
    const first = channel.firstMount;
    channel.firstMount = undefined;
    first();
  }
}

/** The attribute names on a remote's root element: vitals are attributed by the closest marked root. */
export const ROOT_REMOTE = 'data-remote';
export const ROOT_RELEASE = 'data-release';

/** Marks a mounted remote's root element with its name and release, and notes the mount. */
export function markRemoteRoot(root: Element, release: SignalRelease): void {
  root.setAttribute(ROOT_REMOTE, release.remote);
  root.setAttribute(ROOT_RELEASE, release.version);
  noteReleaseSignal({ kind: 'mounted', release, root });
  const channel = signalChannel();
  channel.screenUp = true;
  for (const run of channel.afterScreenUp?.splice(0) ?? []) run();
}

/**
 * Runs `run` once the page's first screen is up (a remote has mounted), at once if it is: what the first
 * screen does not need loads then, off the way to it (the sign-in form's).
 */
export function afterFirstScreen(run: () => void): void {
  const channel = signalChannel();
  if (channel.screenUp) run();
  else (channel.afterScreenUp ??= []).push(run);
}
