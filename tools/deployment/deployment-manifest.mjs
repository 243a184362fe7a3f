// Builds the deployment manifest (/deployment.json) from the environment. Nothing here is baked
// into a build: the static servers and dev servers answer /deployment.json from these values.
export const APPS = {
  shell: { project: 'shell', portVariable: 'SHELL_PORT', defaultPort: 4200 },
  auth: { project: 'auth', portVariable: 'AUTH_PORT', defaultPort: 4201 },
  admin: { project: 'admin-remote', portVariable: 'ADMIN_REMOTE_PORT', defaultPort: 4202 },
  restaurant: { project: 'restaurant-remote', portVariable: 'RESTAURANT_REMOTE_PORT', defaultPort: 4203 },
  menu: { project: 'menu-remote', portVariable: 'MENU_REMOTE_PORT', defaultPort: 4204 },
  deals: { project: 'deals-remote', portVariable: 'DEALS_REMOTE_PORT', defaultPort: 4205 },
  notifications: { project: 'notifications-remote', portVariable: 'NOTIFICATIONS_REMOTE_PORT', defaultPort: 4206 },
};
export const REMOTE_NAMES = ['auth', 'admin', 'restaurant', 'menu', 'deals', 'notifications'];

export function portOf(name, env = process.env) {
  const app = APPS[name];
  return Number(env[app.portVariable] ?? app.defaultPort);
}

export function apiBaseUrlOf(env = process.env) {
  return env.API_URL ?? `http://localhost:${env.API_PORT ?? 3333}`;
}

/**
 * Each remote's manifest URL is REMOTE_<NAME>_URL when set (a deployed origin, or a canary), else
 * the remote's local port.
 */
export function deploymentManifest(env = process.env, host = 'localhost') {
  const remotes = {};
  for (const name of REMOTE_NAMES) {
    const origin = env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://${host}:${portOf(name, env)}`;
    remotes[name] = {
      manifestUrl: `${origin.replace(/\/$/, '')}/mf-manifest.json`,
      version: env[`REMOTE_${name.toUpperCase()}_VERSION`] ?? 'local',
    };
  }
  // Optional: with a key, address inputs use Google Places instead of the API's US gazetteer; without
  // one, a geocoder URL gives them a Photon-compatible geocoder.
  const googleMapsApiKey = env.GOOGLE_MAPS_API_KEY || undefined;
  const geocoderUrl = geocoderUrlOf(env);
  const sampleRate = releaseSignalsSampleRateOf(env);
  return {
    apiBaseUrl: apiBaseUrlOf(env),
    remotes,
    ...(googleMapsApiKey ? { googleMapsApiKey } : {}),
    ...(geocoderUrl ? { geocoderUrl } : {}),
    ...(sampleRate === undefined ? {} : { releaseSignals: { sampleRate } }),
  };
}

/**
 * RELEASE_SIGNALS_SAMPLE_RATE, the share of visitors (0 to 1) whose pages send release signals; unset,
 * every page does (a back office has few people, and a verdict needs enough of them). Refused by name
 * when it is not a number in that range.
 */
export function releaseSignalsSampleRateOf(env = process.env) {
  const text = env.RELEASE_SIGNALS_SAMPLE_RATE?.trim();
  if (!text) return undefined;
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new Error(`RELEASE_SIGNALS_SAMPLE_RATE must be a number from 0 to 1, e.g. 0.25 (got ${text})`);
  }
  return rate;
}

/**
 * GEOCODER_URL, the root of a Photon-compatible geocoder (https://photon.example.com, or /geocoder behind
 * the console's own origin), without a trailing slash; undefined when unset. Anything else is refused by
 * name, rather than a console whose address search silently fails.
 */
export function geocoderUrlOf(env = process.env) {
  const url = env.GEOCODER_URL?.trim();
  if (!url) return undefined;
  const absolute = /^https?:\/\//i.test(url);
  if (absolute ? !URL.canParse(url) : !/^\/[^/]/.test(url)) {
    throw new Error(`GEOCODER_URL must be an http(s) URL or a path on the console's origin, e.g. https://photon.example.com (got ${url})`);
  }
  return url.replace(/\/+$/, '');
}
