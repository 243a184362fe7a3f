/** A release a page loaded, as the page token names it. */
export interface TokenRelease {
  remote: string;
  version: string;
  canary: boolean;
}

/** Asked again this long before the token expires, so a view sent when the page hides still has a valid one. */
const RENEW_BEFORE_MS = 2 * 60_000;

export interface PageTokenOptions {
  /** POST /release-signals/page-token on the API. */
  url: string;
  /** The anonymous visitor key of canary assignment: the page's person when nobody is signed in. */
  visitor?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

const keyOf = (release: TokenRelease) => `${release.remote}\u0000${release.version}\u0000${release.canary}`;

/**
 * The page's signed token for its release signals (issue 36): asked for as soon as the page has loaded a
 * release, and again when it loads another or the token nears its expiry; the API counts a beacon's views
 * only under a token that names their releases. A beacon cannot wait for a request, so the token is ready
 * before the page hides.
 */
export function pageToken({ url, visitor, fetch = (...args) => globalThis.fetch(...args), now = Date.now }: PageTokenOptions) {
  const releases = new Map<string, TokenRelease>();
  let current: { token: string; covers: Set<string>; expiresAt: number } | undefined;
  let asking = false;
  let askAgain = false;

  async function ask(): Promise<void> {
    if (asking) {
      askAgain = true;
      return;
    }
    asking = true;
    try {
      const named = [...releases.values()].slice(-20);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...(visitor ? { visitor } : {}), releases: named }),
      });
      if (response.ok) {
        const body = (await response.json()) as { token: string; expiresAt: string };
        current = { token: body.token, covers: new Set(named.map(keyOf)), expiresAt: Date.parse(body.expiresAt) };
      }
    } catch {
      // No token this time: the views wait for the next one.
    } finally {
      asking = false;
      if (askAgain) {
        askAgain = false;
        void ask();
      }
    }
  }

  return {
    /** Notes releases the page loaded; asks for a token naming them when the current one does not. */
    note(loaded: readonly TokenRelease[]): void {
      for (const { remote, version, canary } of loaded) releases.set(keyOf({ remote, version, canary }), { remote, version, canary });
      const stale = !current || current.expiresAt - RENEW_BEFORE_MS <= now();
      if (stale || [...releases.keys()].some((key) => !current?.covers.has(key))) void ask();
    },
    /** The token when it is valid and names every release of the views, else undefined. */
    for(views: readonly TokenRelease[]): string | undefined {
      if (!current || current.expiresAt <= now()) return undefined;
      const covers = current.covers;
      return views.every((view) => covers.has(keyOf(view))) ? current.token : undefined;
    },
  };
}
