// What the browser must be sent (issue 19), checked the same way against `npm start`'s servers
// (response-headers.e2e.ts) and the production recipe behind nginx (production/headers.e2e.ts).

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A Content-Security-Policy as directive → sources. */
export function parsePolicy(value: string | null): Map<string, string[]> {
  if (!value) throw new Error('No Content-Security-Policy');
  return new Map(
    value
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

export interface ConsoleOrigins {
  /** Where the remotes' scripts, styles and manifests come from (besides the shell's own origin). */
  remotes: string[];
  /** The API's origin, or null when it is the shell's ('self'). */
  api: string | null;
}

/** The console's policy: scripts from its own origins only, no inline script or eval, nothing framed or embedded. */
export function expectConsolePolicy(value: string | null, origins: ConsoleOrigins) {
  const policy = parsePolicy(value);
  const sources = (directive: string) => policy.get(directive) ?? [];
  expect(sources('default-src')).toEqual(["'none'"]);
  expect(sources('script-src').sort()).toEqual(["'self'", ...origins.remotes].sort());
  for (const directive of ['script-src', 'style-src']) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      expect(sources(directive)).not.toContain(unsafe);
  }
  expect(sources('style-src')).toEqual(expect.arrayContaining(["'self'", ...origins.remotes]));
  expect(sources('connect-src')).toEqual(expect.arrayContaining(["'self'", ...origins.remotes, ...(origins.api ? [origins.api] : [])]));
  expect(sources('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', ...(origins.api ? [origins.api] : [])]));
  expect(sources('object-src')).toEqual(["'none'"]);
  expect(sources('base-uri')).toEqual(["'self'"]);
  expect(sources('frame-ancestors')).toEqual(["'none'"]);
  expect(sources('form-action')).toEqual(["'self'"]);
}

/**
 * Every console origin's answer, HTML, entry, chunk, manifest or 404 alike; HSTS never over http. The
 * policies only on a document (an HTML answer): a browser applies them to nothing else.
 */
export function expectConsoleHeaders(response: Response, expected: { cacheControl: string; origins: ConsoleOrigins; document?: boolean }) {
  const { headers } = response;
  expect({ url: response.url, cacheControl: headers.get('cache-control') }).toEqual({
    url: response.url,
    cacheControl: expected.cacheControl,
  });
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('strict-transport-security')).toBeNull();
  if (!expected.document) {
    expect({ url: response.url, policy: headers.get('content-security-policy'), permissions: headers.get('permissions-policy') }).toEqual({
      url: response.url,
      policy: null,
      permissions: null,
    });
    return;
  }
  expectConsolePolicy(headers.get('content-security-policy'), expected.origins);
  expect(headers.get('permissions-policy')).toEqual(expect.stringContaining('camera=()'));
  for (const feature of ['microphone=()', 'geolocation=()', 'payment=()']) expect(headers.get('permissions-policy')).toContain(feature);
}

/** An API answer: data, never a page. */
export function expectApiHeaders(response: Response) {
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

/** The hashed chunks a built app's manifest names for its Domain module (the shell: its index.html's script). */
export async function hashedFiles(appUrl: string): Promise<string[]> {
  const manifest = await fetch(`${appUrl}/mf-manifest.json`);
  const { exposes } = (await manifest.json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
  };
  const domain = exposes.find((expose) => expose.name === 'Domain') ?? exposes[0];
  return domain ? [...domain.assets.js.sync, ...domain.assets.css.sync] : [];
}

/** The shell's entry script, as its index.html names it. */
export async function shellScript(shellUrl: string): Promise<string> {
  const html = await (await fetch(`${shellUrl}/index.html`)).text();
  const script = /<script[^>]+src="\/([^"]+\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
  if (!script) throw new Error(`No hashed script in ${shellUrl}/index.html`);
  return script;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } });

/** The shell's HTML and client routes (a client route was served as immutable for a year before). */
export const CLIENT_ROUTES = [
  '/',
  '/index.html',
  '/login',
  '/reset-password?email=a%40b.c',
  '/dashboard/menu',
  '/dashboard/restaurant-location-owner/view-detail/1',
];

/** Every client route answers the shell's index.html, no-cache, and its revalidation (a 304) carries the same headers. */
export async function expectHtmlRoutes(shellUrl: string, origins: ConsoleOrigins) {
  for (const pathname of CLIENT_ROUTES) {
    const response = await get(`${shellUrl}${pathname}`);
    expect({ pathname, status: response.status, type: response.headers.get('content-type')?.replace(/;\s*/, '; ') }).toEqual({
      pathname,
      status: 200,
      type: 'text/html; charset=utf-8',
    });
    expect(await response.text()).toContain('<div id="root">');
    expectConsoleHeaders(response, { cacheControl: NO_CACHE, origins, document: true });
    const again = await get(`${shellUrl}${pathname}`, { 'if-none-match': response.headers.get('etag') ?? '' });
    expect({ pathname, status: again.status }).toEqual({ pathname, status: 304 });
    expectConsoleHeaders(again, { cacheControl: NO_CACHE, origins, document: true });
  }
}

/** A remote's entry and manifest are no-cache; its content-hashed chunks immutable and readable from any origin. */
export async function expectRemoteFiles(remoteUrl: string, origins: ConsoleOrigins) {
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    const response = await get(`${remoteUrl}/${file}`);
    expect({ url: response.url, status: response.status }).toEqual({ url: `${remoteUrl}/${file}`, status: 200 });
    expectConsoleHeaders(response, { cacheControl: NO_CACHE, origins });
  }
  const [chunk] = await hashedFiles(remoteUrl);
  const response = await get(`${remoteUrl}/${chunk}`);
  expect({ url: response.url, status: response.status }).toEqual({ url: `${remoteUrl}/${chunk}`, status: 200 });
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expectConsoleHeaders(response, { cacheControl: IMMUTABLE, origins });
}

/** Each URL answers 404, no-cache, with the console's headers (a 404 is no document: no policy). */
export async function expectRefused(urls: string[], origins: ConsoleOrigins) {
  for (const url of urls) {
    const response = await get(url);
    expect({ url, status: response.status }).toEqual({ url, status: 404 });
    expectConsoleHeaders(response, { cacheControl: NO_CACHE, origins });
  }
}
