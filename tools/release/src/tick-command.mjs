// `npm run release -- tick`: the rolling releases' scheduler step. It reads GET /release-signals/summary
// of the reference API as a super admin (signed in as `check` is) and hands it to tick (rollout.mjs).
import { apiBaseUrlOf } from '../../deployment/deployment-manifest.mjs';
import { superAdminToken } from './canary-check.mjs';
import { TICK_DEFAULTS } from './rollout-decision.mjs';
import { tick } from './rollout.mjs';

export const TICK_USAGE =
  'tick [--api <url>] [--token <t>] [--confidence 0.99] [--early-confidence 0.999] [--min-people 20] [--min-error-people 5] [--max-p75-ratio 1.2] [--min-vital-samples 50]';

const NUMBER_OPTIONS = {
  '--confidence': { key: 'confidence', min: 0.5, max: 0.999999 },
  '--early-confidence': { key: 'earlyConfidence', min: 0.5, max: 0.999999 },
  '--min-people': { key: 'minPeople', min: 1, max: 1_000_000, integer: true },
  '--min-error-people': { key: 'minErrorPeople', min: 1, max: 1_000_000, integer: true },
  '--max-p75-ratio': { key: 'maxP75Ratio', min: 1, max: 100 },
  '--min-vital-samples': { key: 'minVitalSamples', min: 1, max: 1_000_000, integer: true },
};

/** Options of `tick` from its arguments and the environment (arguments win); the API's as `check` reads them. */
export function tickOptions(args, env = process.env) {
  const options = {
    apiUrl: (env.RELEASE_API_URL || apiBaseUrlOf(env)).replace(/\/$/, ''),
    token: env.RELEASE_API_TOKEN || undefined,
    email: env.RELEASE_API_EMAIL || undefined,
    password: env.RELEASE_API_PASSWORD || undefined,
    judging: {},
  };
  for (let at = 0; at < args.length; at++) {
    const name = args[at];
    const known = name === '--api' || name === '--token' || NUMBER_OPTIONS[name];
    if (!known) throw new Error(`Usage: npm run release -- ${TICK_USAGE}; unknown: ${name}`);
    if (at + 1 >= args.length || args[at + 1].startsWith('--')) throw new Error(`${name} needs a value`);
    const text = args[++at];
    if (name === '--api') options.apiUrl = text.replace(/\/$/, '');
    else if (name === '--token') options.token = text;
    else {
      const { key, min, max, integer } = NUMBER_OPTIONS[name];
      const value = Number(text);
      if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max)
        throw new Error(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}: ${text}`);
      options.judging[key] = value;
    }
  }
  return options;
}

/** GET /release-signals/summary for one remote and window. */
export async function fetchReleaseSignalSummary({ apiUrl, token }, { remote, from, to }) {
  const query = new URLSearchParams({ remote, from: from.toISOString(), to: to.toISOString() });
  const url = `${apiUrl}/release-signals/summary?${query}`;
  let response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    throw new Error(`Cannot reach ${url}: ${error.cause?.code ?? error.cause?.message ?? error.message}`, { cause: error });
  }
  const text = await response.text();
  if (!response.ok) {
    let message = text.slice(0, 200);
    try {
      message = JSON.parse(text).message ?? message;
    } catch {
      // not JSON: the text as it came
    }
    throw new Error(`Reading ${apiUrl}/release-signals/summary: ${response.status} ${message}`);
  }
  return JSON.parse(text);
}

/** Signs in once, then ticks every active rollout. */
export async function runTick(config, options, { log = console.log, now } = {}) {
  const token = await superAdminToken(options, 'tick');
  const judging = { ...TICK_DEFAULTS, ...options.judging };
  const results = await tick(config, {
    fetchSummary: (query) => fetchReleaseSignalSummary({ ...options, token }, query),
    options: judging,
    log,
    ...(now ? { now } : {}),
  });
  if (!results.length) log('No rolling release in progress.');
  return results;
}
