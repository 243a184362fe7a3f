// The console's response headers, defined once. `npm start`'s static servers (tools/serve) apply them
// per request, and the production nginx configuration (deploy/nginx-config.mjs) is generated from them,
// so what the tests check is what is deployed. The API sends its own (apps/api/src/http/security-headers.ts).

export const CACHE_CONTROL = {
  /** HTML, entries, manifests, /deployment.json: the browser asks again (a 304 when unchanged). */
  revalidate: 'no-cache',
  /** A file whose name carries its content hash, or a published release: never changes. */
  immutable: 'public, max-age=31536000, immutable',
};

/**
 * Paths whose content never changes, as regular expressions (JavaScript and nginx's PCRE alike):
 * `[name].[contenthash:8].js|css` (tools/rspack/federated-app.cjs), their source maps, and every file
 * of a versioned release (tools/release never rewrites a published version). Everything else,
 * HTML and client routes included, is `no-cache`.
 */
export const IMMUTABLE_PATHS = ['^/releases/', '\\.[0-9a-f]{8}\\.(?:js|css)(?:\\.map)?$'];
const immutablePaths = IMMUTABLE_PATHS.map((source) => new RegExp(source));

/**
 * A file of a published release, served from the releases folder: /releases/<remote>/<version>/<file>,
 * no segment hidden (a staging folder) or empty. The capture is the file's path in that folder. A regular
 * expression for JavaScript and nginx's PCRE alike, matched against the decoded path.
 */
export const RELEASE_FILE_PATH = '^/releases/([a-z][a-z-]*/[A-Za-z0-9][A-Za-z0-9._-]*/(?:[^./][^/]*/)*[^./][^/]*)$';
const releaseFilePath = new RegExp(RELEASE_FILE_PATH);

/** The file's path inside the releases folder ('menu/1.0.0/remoteEntry.js'), or undefined. */
export const releaseFileOf = (pathname) => releaseFilePath.exec(pathname)?.[1];

export function cacheControlFor(pathname) {
  return immutablePaths.some((pattern) => pattern.test(pathname)) ? CACHE_CONTROL.immutable : CACHE_CONTROL.revalidate;
}

/** /deployment.json's answer when it cannot be read; the reason (a file path, a parse error) goes to the log only. */
export const DEPLOYMENT_UNREADABLE = 'The deployment manifest could not be read';

/** Source maps are refused unless SERVE_SOURCE_MAPS=1: they publish the whole source. */
export const SOURCE_MAP_PATH = '\\.map$';
export const sourceMapsServed = (env = process.env) => env.SERVE_SOURCE_MAPS === '1';
export const isSourceMap = (pathname) => new RegExp(SOURCE_MAP_PATH).test(pathname);

const GOOGLE_MAPS = {
  // Google's allowlist for the Maps JavaScript API (developers.google.com/maps/documentation/javascript/content-security-policy).
  // Only with googleMapsApiKey; no browser test runs with a key (the policy string is checked in response-headers.e2e.ts).
  script: ['https://maps.googleapis.com', 'https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com'],
  // The Maps API injects <style> elements with content, and fonts from fonts.googleapis.com.
  style: ["'unsafe-inline'", 'https://fonts.googleapis.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', '*.googleusercontent.com'],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['*.google.com'],
  worker: ['blob:'],
};

function originOf(url) {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null; // root-relative: the page's own origin
  return new URL(url).origin;
}

/** Every manifest URL of the deployment: today's field, stable and canary of each remote. */
function manifestUrls(deployment) {
  return Object.values(deployment?.remotes ?? {}).flatMap((entry) => [
    entry?.manifestUrl,
    entry?.stable?.manifestUrl,
    entry?.canary?.manifestUrl,
  ]);
}

/**
 * The hash of an empty <style>: react-select's emotion (production, "speedy") creates its <style> elements
 * empty and fills them through the CSSOM (insertRule), which CSP does not govern. Nothing but an empty
 * element matches it, so no inline CSS is allowed.
 */
const EMPTY_STYLE_ELEMENT = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const unique = (values) => [...new Set(values.filter(Boolean))].sort();

/**
 * The Content-Security-Policy of every console origin (the shell and each remote send the same one),
 * from the deployment manifest /deployment.json answers:
 * - scripts, styles and fonts from the page's own origin and the remotes' origins (a remote's chunks and
 *   CSS files come from where its manifest lives); no inline script and no eval;
 * - connections to the API, the remotes (the loader fetches each mf-manifest.json), the own origin
 *   (/deployment.json) and, without a Google key, the geocoder of geocoderUrl (the address inputs);
 * - images from the API's image origin, data: (the demo pictures, the favicon) and blob: (the upload
 *   previews, URL.createObjectURL);
 * - nothing else: no plugin, no frame, no <base> elsewhere, not framed, forms post to the own origin.
 * @param {object} deployment  what /deployment.json answers ({ apiBaseUrl, remotes, googleMapsApiKey?, geocoderUrl? })
 * @param {{ releasesBaseUrl?: string, imagePublicUrl?: string, selfOrigin?: string }} [more]
 *   releasesBaseUrl: where future releases are published (RELEASES_BASE_URL); imagePublicUrl: where
 *   the API's stored image URLs point (IMAGE_PUBLIC_URL, when not the API's own origin); selfOrigin: the
 *   shell's origin, left out of the lists as 'self' names it
 */
export function contentSecurityPolicy(deployment, { releasesBaseUrl, imagePublicUrl, selfOrigin } = {}) {
  const others = (origins) => unique(origins).filter((origin) => origin !== selfOrigin); // 'self' says it already
  const remotes = others([...manifestUrls(deployment).map(originOf), originOf(releasesBaseUrl)]);
  const api = others([originOf(deployment?.apiBaseUrl)])[0];
  const images = others([api, originOf(imagePublicUrl)]);
  const google = deployment?.googleMapsApiKey ? GOOGLE_MAPS : null;
  // The Photon-compatible geocoder the address inputs call from the browser, when it is the provider.
  const geocoder = google ? [] : others([originOf(deployment?.geocoderUrl)]);
  const directives = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...remotes, ...(google?.script ?? [])],
    // A browser ignores 'unsafe-inline' when a hash is listed, so with Google's inline styles the
    // empty-style hash goes (it would block the Maps styles) and 'unsafe-inline' covers emotion's too.
    ['style-src', "'self'", ...remotes, ...(google?.style ?? [EMPTY_STYLE_ELEMENT])],
    ['img-src', "'self'", 'data:', 'blob:', ...images, ...(google?.img ?? [])],
    ['font-src', "'self'", ...remotes, ...(google?.font ?? [])],
    ['connect-src', "'self'", ...unique([api, ...remotes, ...geocoder]), ...(google?.connect ?? [])],
    ...(google
      ? [
          ['frame-src', ...google.frame],
          ['worker-src', ...google.worker],
        ]
      : []),
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/** Powerful features the console never uses, refused to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year, without includeSubDomains or preload: the console must not decide for the operator's other hosts. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * The headers every console response carries, whatever its path, as [name, value] pairs in a fixed order.
 * @param {{ https: boolean }} options  https: the public origin is https (HSTS is meaningless, and
 *   ignored, over http)
 */
export function consoleHeaders({ https }) {
  return [
    ['X-Content-Type-Options', 'nosniff'],
    // The origin only, and only to https: enough for a Maps key restricted to the console's origins. On
    // every answer: a stylesheet's own policy governs the requests it makes (fonts, images).
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Any origin may read the static files: the shell on another origin reads each remote's manifest.
    ['Access-Control-Allow-Origin', '*'],
    ...(https ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]] : []),
  ];
}

/**
 * The headers only a document uses (an HTML answer, its 304 too): a browser applies a Content-Security-
 * Policy and a Permissions-Policy to the page they come with, never to a script, a stylesheet or JSON,
 * where they were 1.2 KB of every answer on the login path.
 * @param {{ contentSecurityPolicy: string }} options
 */
export function documentHeaders({ contentSecurityPolicy: policy }) {
  return [
    ['Content-Security-Policy', policy],
    ['Permissions-Policy', PERMISSIONS_POLICY],
  ];
}

/**
 * Whether a path is answered with an HTML file, for a 304 (which names no Content-Type): the file itself,
 * a folder's index.html and, on the shell (spa), any path that does not name a file the way the file
 * lookup (sirv) reads one. nginx decides by the path it answered ($uri after try_files and index).
 */
export function isDocumentPath(pathname, { spa }) {
  if (/\.html?$/.test(pathname) || pathname.endsWith('/')) return true;
  return spa && !/\/[A-Za-z\s\d~$._-]+\.\w+$/.test(pathname);
}
