#!/usr/bin/env node
// npm run release -- <command>: versioned releases of one remote and the deployment manifest
// (stable and canary per remote). docs/releasing.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBaseUrlOf } from '../deployment/deployment-manifest.mjs';
import { releaseConfig } from './src/config.mjs';
import {
  dropCanary,
  formatTable,
  historyRows,
  promote,
  readDeployment,
  readHistory,
  rollback,
  setCanary,
  setShare,
  setStable,
  statusRows,
} from './src/commands.mjs';
import { parseShare } from './src/deployment-document.mjs';
import { checkOptions, runCheck } from './src/canary-check.mjs';
import { importDeployment } from './src/import-deployment.mjs';
import { buildRelease } from './src/release-build.mjs';
import { apiReleaseStore } from './src/release-store.mjs';
import { parseRolloutArgs } from './src/rollout-plan.mjs';
import { abortRollout, approveRollout, rolloutRows, startRollout } from './src/rollout.mjs';
import { TICK_USAGE, runTick, tickOptions } from './src/tick-command.mjs';

const USAGE = `Usage: npm run release -- <command>
  build <remote> [--version <v>]        build one remote and publish it to releases/<remote>/<version>/
  stable <remote> <version>             make a release the remote's stable one
  canary <remote> <version> --share N   send N % (0-100) of the staff to a release
  set-share <remote> N                  change the canary's share
  promote <remote>                      the canary becomes stable (canary removed)
  drop-canary <remote>                  remove the canary
  rollback                              restore the manifest as it was before the last change
  status                                stable, canary and share per remote, and each rolling release
  history                               every change: when, who, what
  import-deployment [<file>]            move a deployment file of an earlier version (default DEPLOYMENT_FILE,
                                        else releases/deployment.json) and its history into the API, once
  check [--api <url>] [--token <t>] [--since <minutes>] [--max-failure-rate 0.2] [--min-people 20] [--auto-rollback]
                                        loads, failures, fallbacks and people per remote and version (the
                                        API's GET /remote-loads/summary, as a super admin); a canary whose
                                        share of people with a failure is above the rate, over at least
                                        min-people people, is marked (exit code 1), and dropped with
                                        --auto-rollback or RELEASE_AUTO_ROLLBACK=1 (off by default)
  rollout <remote> <version> [--stages 5,25,50,100] [--min-minutes 30] [--min-views 200] [--approve-at 50]
                                        a rolling release: the version becomes the canary at the first
                                        stage; tick moves it on to each next stage once the stage had its
                                        minutes and views and the canary is no worse than stable, waits at
                                        the --approve-at stages for approve, promotes at 100, aborts when worse
  approve <remote>                      let a rolling release waiting for approval into its next stage
  abort <remote> [--reason <text>]      stop a rolling release: the canary is dropped, everyone on stable
  ${TICK_USAGE}
                                        one tick now: the API judges every rolling release on the release
                                        signals of the minutes since its stage began and steps it (the API
                                        hosts' scheduler runs it every minute; safe when two run at once)
The deployment document and its history live in the API's database (one writer: a command that finds it
changed since it read it reads and computes again). Every command but build talks to the API:
RELEASE_API_URL (else API_URL, else http://localhost:3333) and RELEASE_API_TOKEN (a service token with
release:write, or a super admin's), or RELEASE_API_EMAIL + RELEASE_API_PASSWORD (a super admin at a terminal).
RELEASES_DIR (default releases/): where releases are built and checked; RELEASES_BASE_URL: prefix of the
manifest URLs (default none: root-relative /releases/...); RELEASE_AUTO_ROLLBACK=1 for check.`;

function option(args, name) {
  const at = args.indexOf(name);
  if (at === -1) return { value: undefined, rest: args };
  if (at + 1 >= args.length) throw new Error(`${name} needs a value`);
  return { value: args[at + 1], rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

function positional(args, count, usage) {
  if (args.length !== count || args.some((arg) => arg.startsWith('--'))) throw new Error(`Usage: npm run release -- ${usage}`);
  return args;
}

async function main(argv) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const [command, ...args] = argv;
  const api = apiOptions(process.env);
  const config = releaseConfig({ root, store: apiReleaseStore(api) });
  switch (command) {
    case 'build': {
      const { value: version, rest } = option(args, '--version');
      const [remote] = positional(rest, 1, 'build <remote> [--version <v>]');
      const { dir, info } = buildRelease(config, { remote, version });
      console.log(`Released ${remote} ${info.version} (container ${info.container}) in ${path.relative(root, dir)}`);
      console.log(`Next: npm run release -- canary ${remote} ${info.version} --share 10   (or: stable ${remote} ${info.version})`);
      return;
    }
    case 'stable': {
      const [remote, version] = positional(args, 2, 'stable <remote> <version>');
      await setStable(config, remote, version);
      break;
    }
    case 'canary': {
      const { value: share, rest } = option(args, '--share');
      const [remote, version] = positional(rest, 2, 'canary <remote> <version> --share N');
      if (share === undefined) throw new Error('canary needs --share N (0-100)');
      await setCanary(config, remote, version, parseShare(share));
      break;
    }
    case 'set-share': {
      const [remote, share] = positional(args, 2, 'set-share <remote> N');
      await setShare(config, remote, parseShare(share));
      break;
    }
    case 'promote':
      await promote(config, positional(args, 1, 'promote <remote>')[0]);
      break;
    case 'drop-canary':
      await dropCanary(config, positional(args, 1, 'drop-canary <remote>')[0]);
      break;
    case 'rollback': {
      positional(args, 0, 'rollback');
      const { undid } = await rollback(config);
      console.log(`Rolled back #${undid.seq} (${undid.command.join(' ')}, ${undid.at}, ${undid.who})`);
      break;
    }
    case 'status':
      break;
    case 'check': {
      const options = checkOptions(args);
      const { dropped, leftInPlace } = await runCheck({ ...config, store: apiReleaseStore(options) }, options);
      if (leftInPlace.length) process.exitCode = 1;
      if (!dropped.length) return;
      break;
    }
    case 'rollout': {
      const { remote, version, plan } = parseRolloutArgs(args);
      await startRollout(config, remote, version, plan);
      break;
    }
    case 'approve':
      await approveRollout(config, positional(args, 1, 'approve <remote>')[0]);
      break;
    case 'abort': {
      const { value: reason, rest } = option(args, '--reason');
      await abortRollout(config, positional(rest, 1, 'abort <remote> [--reason <text>]')[0], reason);
      break;
    }
    case 'tick':
      await runTick(tickOptions(args));
      break;
    case 'import-deployment': {
      const file = positional(args, args.length ? 1 : 0, 'import-deployment [<file>]')[0];
      const { imported, lines } = await importDeployment(
        config,
        file ?? process.env.DEPLOYMENT_FILE ?? path.join(config.releasesDir, 'deployment.json'),
      );
      console.log(
        `Moved ${path.relative(root, imported) || imported} and its ${lines} history lines into ${api.apiUrl}; the file is no longer read.`,
      );
      break;
    }
    case 'history': {
      const rows = historyRows(await readHistory(config));
      console.log(rows.length ? formatTable(rows) : 'No changes yet.');
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
      return;
  }
  const doc = await readDeployment(config);
  console.log(`Releases at ${api.apiUrl}:`);
  console.log(formatTable(statusRows(doc)));
  const rollouts = rolloutRows(doc);
  if (rollouts.length) console.log(`\nRolling releases:\n${formatTable(rollouts)}`);
}

/** The API the commands talk to, from the environment (check and tick also take --api and --token). */
function apiOptions(env) {
  return {
    apiUrl: (env.RELEASE_API_URL || apiBaseUrlOf(env)).replace(/\/$/, ''),
    token: env.RELEASE_API_TOKEN || undefined,
    email: env.RELEASE_API_EMAIL || undefined,
    password: env.RELEASE_API_PASSWORD || undefined,
  };
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
});
