// `npm run release -- check`: reads what the shell reported about each remote load (GET
// /remote-loads/summary of the reference API), shows it per remote and version, marks a canary that
// failed for more than the threshold of the distinct people who tried it (enough of them), and, when
// asked, drops that canary through the same drop-canary command as an operator would (validated,
// one writer, recorded in the history). People, not reports: the report route is public, and the API counts
// each signed-in user, or each visitor key (a few per client address), once, so one client posting
// failures cannot make a canary fail.
import { apiBaseUrlOf } from '../../deployment/deployment-manifest.mjs';
import { call, readJson, superAdminToken } from './api-calls.mjs';
import { dropCanary, formatTable, readDeployment } from './commands.mjs';

export { superAdminToken };

export const CHECK_DEFAULTS = Object.freeze({ sinceMinutes: 60, maxFailureRate: 0.2, minPeople: 20 });

/**
 * The verdict on each summary row, a pure function: a canary is `failing` when the share of its people
 * who had a failure (failingPeople / people) is above `maxFailureRate`, among at least `minPeople`
 * people; with fewer it is `too few people` (also when the API counts no people: nothing is dropped on
 * counts that could be one client's), else `healthy`. A stable release is only shown (`stable`): there
 * is nothing to roll back to from it.
 * @param {Array<{ remote: string, version: string, canary: boolean, loads: number, failures: number, fallbacks: number, people?: number, failingPeople?: number }>} rows
 */
export function judgeCanaries(rows, { maxFailureRate = CHECK_DEFAULTS.maxFailureRate, minPeople = CHECK_DEFAULTS.minPeople } = {}) {
  return rows.map((row) => {
    const people = row.people ?? 0;
    const failingPeople = Math.min(row.failingPeople ?? 0, people);
    const failureRate = people > 0 ? failingPeople / people : 0;
    let verdict = 'stable';
    if (row.canary) {
      if (people < minPeople) verdict = 'too few people';
      else verdict = failureRate > maxFailureRate ? 'failing' : 'healthy';
    }
    return { ...row, people, failingPeople, failureRate, verdict };
  });
}

/** Options of `check` from its arguments and the environment (arguments win). */
export function checkOptions(args, env = process.env) {
  const options = {
    apiUrl: (env.RELEASE_API_URL || apiBaseUrlOf(env)).replace(/\/$/, ''),
    token: env.RELEASE_API_TOKEN || undefined,
    email: env.RELEASE_API_EMAIL || undefined,
    password: env.RELEASE_API_PASSWORD || undefined,
    ...CHECK_DEFAULTS,
    autoRollback: env.RELEASE_AUTO_ROLLBACK === '1' || env.RELEASE_AUTO_ROLLBACK === 'true',
  };
  const valueOf = (name, at) => {
    if (at + 1 >= args.length || args[at + 1].startsWith('--')) throw new Error(`${name} needs a value`);
    return args[at + 1];
  };
  const number = (name, text, { integer, min, max }) => {
    const value = Number(text);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max)
      throw new Error(`${name} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}: ${text}`);
    return value;
  };
  for (let at = 0; at < args.length; at++) {
    const name = args[at];
    switch (name) {
      case '--api':
        options.apiUrl = valueOf(name, at++).replace(/\/$/, '');
        break;
      case '--token':
        options.token = valueOf(name, at++);
        break;
      case '--since':
        options.sinceMinutes = number(name, valueOf(name, at++), { integer: true, min: 1, max: 10080 });
        break;
      case '--max-failure-rate':
        options.maxFailureRate = number(name, valueOf(name, at++), { integer: false, min: 0, max: 1 });
        break;
      case '--min-people':
        options.minPeople = number(name, valueOf(name, at++), { integer: true, min: 1, max: 1_000_000 });
        break;
      case '--min-loads':
        throw new Error('--min-loads is now --min-people: a canary is judged on the distinct people it failed for, not on reports');
      case '--auto-rollback':
        options.autoRollback = true;
        break;
      default:
        throw new Error(
          `Usage: npm run release -- check [--api <url>] [--token <t>] [--since <minutes>] [--max-failure-rate 0.2] [--min-people 20] [--auto-rollback]; unknown: ${name}`,
        );
    }
  }
  return options;
}

export async function fetchSummary({ apiUrl, token, sinceMinutes }) {
  const response = await call(`${apiUrl}/remote-loads/summary?sinceMinutes=${sinceMinutes}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await readJson(response, `Reading ${apiUrl}/remote-loads/summary`)).remotes;
}

const percent = (rate) => `${(rate * 100).toFixed(1)}%`;

/**
 * Runs the check and, with autoRollback, drops each failing canary that is still the remote's canary
 * in the deployment. Returns the judged rows, the failing ones, what was dropped and the lines printed.
 */
export async function runCheck(config, options, { log = console.log } = {}) {
  const token = await superAdminToken(options);
  const judged = judgeCanaries(await fetchSummary({ ...options, token }), options);
  log(
    `Remote loads of the last ${options.sinceMinutes} min at ${options.apiUrl} (a canary fails when more than ${percent(options.maxFailureRate)} of at least ${options.minPeople} people had a failure):`,
  );
  log(
    judged.length
      ? formatTable(
          judged.map((row) => ({
            remote: row.remote,
            version: row.version,
            release: row.canary ? 'canary' : 'stable',
            loads: row.loads,
            failures: row.failures,
            fallbacks: row.fallbacks,
            people: row.people,
            failing: row.failingPeople,
            'failure rate': percent(row.failureRate),
            verdict: row.verdict === 'failing' ? 'FAILING' : row.verdict,
            'last error': row.lastError ?? '',
          })),
        )
      : 'No reports in this window.',
  );
  const failing = judged.filter((row) => row.verdict === 'failing');
  const dropped = [];
  const leftInPlace = [];
  for (const row of failing) {
    const current = (await readDeployment(config))?.remotes?.[row.remote]?.canary;
    if (current?.version !== row.version) {
      log(`${row.remote} ${row.version} is failing but is not the canary of the deployment (any more); nothing to drop.`);
      continue;
    }
    if (!options.autoRollback) {
      log(
        `${row.remote} canary ${row.version} is failing: npm run release -- drop-canary ${row.remote}   (or run check with --auto-rollback)`,
      );
      leftInPlace.push(row);
      continue;
    }
    const reason = `check: ${row.failingPeople} of ${row.people} people had a failure (${percent(row.failureRate)}; ${row.failures} of ${row.loads} loads) in ${options.sinceMinutes} min`;
    const after = await dropCanary(config, row.remote, { reason });
    log(`Dropped the ${row.remote} canary ${row.version} (${reason}); everyone gets stable ${after.remotes[row.remote].stable.version}.`);
    dropped.push(row);
  }
  return { rows: judged, failing, dropped, leftInPlace };
}
