#!/usr/bin/env node
// npm run release -- <command>: versioned releases of one remote and the deployment manifest
// (stable and canary per remote). README.md, "Releasing one remote".
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { releaseConfig } from './src/config.mjs';
import { dropCanary, formatTable, historyRows, promote, rollback, setCanary, setShare, setStable, statusRows } from './src/commands.mjs';
import { parseShare } from './src/deployment-document.mjs';
import { checkOptions, runCheck } from './src/canary-check.mjs';
import { buildRelease } from './src/release-build.mjs';
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
                                        judge every rolling release on the API's GET /release-signals/summary
                                        of the minutes since its stage began (as a super admin, as check)
                                        and step it; run it every minute from a scheduler (safe when two
                                        run at once)
Environment: RELEASES_DIR (default releases/), DEPLOYMENT_FILE (default releases/deployment.json),
RELEASES_BASE_URL (prefix of the manifest URLs, default none: root-relative /releases/...).
check and tick: RELEASE_API_URL (else API_URL, else http://localhost:3333), RELEASE_API_TOKEN or
RELEASE_API_EMAIL + RELEASE_API_PASSWORD (a super admin, signed in as an Administrator), RELEASE_AUTO_ROLLBACK=1.`;

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
  const config = releaseConfig({ root });
  const [command, ...args] = argv;
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
      setStable(config, remote, version);
      break;
    }
    case 'canary': {
      const { value: share, rest } = option(args, '--share');
      const [remote, version] = positional(rest, 2, 'canary <remote> <version> --share N');
      if (share === undefined) throw new Error('canary needs --share N (0-100)');
      setCanary(config, remote, version, parseShare(share));
      break;
    }
    case 'set-share': {
      const [remote, share] = positional(args, 2, 'set-share <remote> N');
      setShare(config, remote, parseShare(share));
      break;
    }
    case 'promote':
      promote(config, positional(args, 1, 'promote <remote>')[0]);
      break;
    case 'drop-canary':
      dropCanary(config, positional(args, 1, 'drop-canary <remote>')[0]);
      break;
    case 'rollback': {
      positional(args, 0, 'rollback');
      const { undid } = rollback(config);
      console.log(`Rolled back #${undid.seq} (${undid.command.join(' ')}, ${undid.at}, ${undid.who})`);
      break;
    }
    case 'status':
      break;
    case 'check': {
      const { dropped, leftInPlace } = await runCheck(config, checkOptions(args));
      if (leftInPlace.length) process.exitCode = 1;
      if (!dropped.length) return;
      break;
    }
    case 'rollout': {
      const { remote, version, plan } = parseRolloutArgs(args);
      startRollout(config, remote, version, plan);
      break;
    }
    case 'approve':
      approveRollout(config, positional(args, 1, 'approve <remote>')[0]);
      break;
    case 'abort': {
      const { value: reason, rest } = option(args, '--reason');
      abortRollout(config, positional(rest, 1, 'abort <remote> [--reason <text>]')[0], reason);
      break;
    }
    case 'tick':
      await runTick(config, tickOptions(args));
      break;
    case 'history': {
      const rows = historyRows(config);
      console.log(rows.length ? formatTable(rows) : 'No changes yet.');
      return;
    }
    default:
      console.log(USAGE);
      if (command && command !== 'help' && command !== '--help') process.exitCode = 1;
      return;
  }
  console.log(`${path.relative(root, config.deploymentFile)}:`);
  console.log(formatTable(statusRows(config)));
  const rollouts = rolloutRows(config);
  if (rollouts.length) console.log(`\nRolling releases:\n${formatTable(rollouts)}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
});
