import type { ReleaseSignalView } from '@console/api-client';
import { attributeStack, releaseRootOf } from './script-attribution';
import type { ReleaseSignal, SignalRelease } from './signal-channel';

/**
 * One item of POST /release-signals, one page view of one release of a remote: the contract's
 * ReleaseSignalView, its remote named as the page's deployment file names it.
 */
export type ReleaseView = Omit<ReleaseSignalView, 'remote'> & { remote: string };

export type VitalName = 'lcp' | 'inp' | 'cls';

/**
 * The contract's bounds of a view (its maximums; a value past them is a broken clock, not a slow page):
 * the spec beside this file checks them against openapi.yaml.
 */
export const RELEASE_VIEW_BOUNDS = { errors: 1000, ms: 600_000, cls: 100, version: 100 } as const;
const { errors: MAX_ERRORS, ms: MAX_MS, cls: MAX_CLS, version: MAX_VERSION } = RELEASE_VIEW_BOUNDS;

/** What identifies a release in the page, in its view items and in the vitals' targets. */
export const releaseKey = (remote: string, version: string) => `release:${remote}@${version}`;

interface Item {
  view: ReleaseView;
  /** Mounted in this view (or failed to load): only those are views of the remote. */
  counts: boolean;
}

/**
 * A page view's signals per release, from the page's signal channel and the vitals. A view lasts
 * until the page is hidden or left (`endView()` answers its items); shown again, the releases still on
 * screen start the next one (`beginView()`). Errors are counted per release by script attribution; each vital is the
 * page's (web-vitals'), given to the release whose root holds the element concerned, and sent once
 * per value.
 */
export class PageViews {
  private readonly releases = new Map<string, SignalRelease>();
  /** Release root folder -> release key, for script attribution. */
  private readonly roots = new Map<string, string>();
  private readonly mountedRoots = new Map<string, Element>();
  private items = new Map<string, Item>();
  private readonly vitals = new Map<VitalName, { key: string; value: number }>();

  constructor(private readonly base?: string) {}

  take(signal: ReleaseSignal): void {
    if (signal.kind === 'error') {
      const root = attributeStack(signal.stack, [...this.roots.keys()]);
      const key = root && this.roots.get(root);
      if (key) this.item(key).view.errors = Math.min(MAX_ERRORS, this.item(key).view.errors + 1);
      return;
    }
    const key = this.know(signal.release);
    if (signal.kind === 'loaded') return;
    const item = this.item(key);
    item.counts = true;
    if (signal.kind === 'mounted') this.mountedRoots.set(key, signal.root);
    if (signal.kind === 'failed') item.view.failedLoad = true;
    if (signal.kind === 'crashed') item.view.crashed = true;
  }

  /** A vital's new value for the page; `target` is what the marked roots gave web-vitals (releaseKey) or its own selector. */
  noteVital(name: VitalName, value: number, target: string | undefined): void {
    if (!target || !this.releases.has(target) || !Number.isFinite(value)) return;
    this.vitals.set(name, { key: target, value: Math.min(name === 'cls' ? MAX_CLS : MAX_MS, Math.max(0, value)) });
  }

  /** Ends the view (the page is hidden or left): its items, those of releases mounted or failed in it. */
  endView(): ReleaseView[] {
    for (const [name, { key, value }] of this.vitals) {
      const item = this.item(key);
      item.counts ||= this.mountedRoots.has(key);
      item.view[name] = name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
    }
    this.vitals.clear();
    const views = [...this.items.values()].filter((item) => item.counts).map((item) => item.view);
    this.items = new Map();
    return views;
  }

  /** The page is shown again: a new view of the releases still on screen. */
  beginView(): void {
    for (const [key, root] of this.mountedRoots) {
      if (root.isConnected) this.item(key).counts = true;
      else this.mountedRoots.delete(key);
    }
  }

  private know(release: SignalRelease): string {
    const key = releaseKey(release.remote, release.version);
    if (!this.releases.has(key)) {
      this.releases.set(key, release);
      try {
        this.roots.set(releaseRootOf(release.manifestUrl, this.base), key);
      } catch {
        // A manifest URL that is no URL: its errors cannot be attributed, its other signals still count.
      }
    }
    return key;
  }

  private item(key: string): Item {
    let item = this.items.get(key);
    if (!item) {
      const release = this.releases.get(key) as SignalRelease;
      item = {
        view: { remote: release.remote, version: release.version.slice(0, MAX_VERSION), canary: release.canary, errors: 0 },
        counts: false,
      };
      this.items.set(key, item);
    }
    return item;
  }
}
