// `npm run release -- tick`: one step of the rolling releases now. The API runs it (the same tick its
// hosts' scheduler runs every minute: tick in rollout.mjs over the release signals in its database),
// called with a service token with release:write or a super admin's token, as every release command.
import { apiBaseUrlOf } from '../../deployment/deployment-manifest.mjs';
import { apiReleaseStore } from './release-store.mjs';

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

/** One tick, run by the API (POST /release-state/tick) on the signals in its database; prints what it did. */
export async function runTick(options, { log = console.log } = {}) {
  const results = await apiReleaseStore(options).tick(options.judging);
  for (const { remote, action, verdict, reason } of results) {
    log(action === 'none' ? `${remote}: ${reason}` : `${remote}: ${verdict} (${reason})`);
  }
  if (!results.length) log('No rolling release in progress.');
  return results;
}
