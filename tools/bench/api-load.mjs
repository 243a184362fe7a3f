// The api-load-postgres and api-load-pglite parts of `npm run bench`: the API's list calls under autocannon
// at 1 and 50 connections, at platform scale (api-load-runner.mjs does one database; settings by environment
// in api-load-settings.mjs). Prints a table per database and keeps every database's last figures in
// tmp/bench/api-load.json. Against another checkout's API (before/after):
//   API_LOAD_API_ROOT=/tmp/baseline npm run bench -- --only api-load-postgres
// and compare a copy of that tmp/bench/api-load.json with a later one through api-load-compare.mjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '../testing/reference-api.mjs';

export const API_LOAD_PARTS = { 'api-load-postgres': 'postgres', 'api-load-pglite': 'pglite' };
const resultsFile = path.join(workspaceRoot, 'tmp/bench/api-load.json');
const runner = path.join(workspaceRoot, 'tools/bench/api-load-runner.mjs');
// Through tsx, as the bench itself runs: the runner signs in with @console/testing, which is TypeScript.
const runnerCommand = [createRequire(import.meta.url).resolve('tsx/cli'), runner];

function runChild(command, args, env) {
  const child = spawn(command, args, { cwd: workspaceRoot, env, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} ended with ${code ?? signal}`)),
    );
  });
}

/** Runs one database's load (a throwaway PostgreSQL cluster, or a temporary PGlite folder), prints and keeps it. */
export async function runApiLoad(database) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-api-load-'));
  const outFile = path.join(outDir, 'result.json');
  try {
    if (database === 'postgres') {
      await runChild(
        'bash',
        [path.join(workspaceRoot, 'tools/postgres/with-postgres.sh'), process.execPath, ...runnerCommand, outFile],
        process.env,
      );
    } else {
      await runChild(process.execPath, [...runnerCommand, outFile], { ...process.env, DATABASE_URL: '' });
    }
    const result = JSON.parse(fs.readFileSync(outFile, 'utf8'));
    const kept = fs.existsSync(resultsFile) ? JSON.parse(fs.readFileSync(resultsFile, 'utf8')) : {};
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(resultsFile, JSON.stringify({ ...kept, [database]: result }, null, 2));
    printApiLoad(result);
    console.log(`(also written to ${path.relative(workspaceRoot, resultsFile)}, key '${database}')`);
    return result;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const kib = (bytes) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value) => (value === null ? '-' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

function statusOf(run) {
  if (run.responses === 0 && run.errors === 0) return '!! no response at all';
  const few =
    run.responses < run.connections ? `; ! ${run.responses} answers for ${run.connections} connections: the slowest are not in it` : '';
  if (run.non2xx === 0 && run.errors === 0) return `all ${Object.keys(run.statusCodes).join('/')}${few}`;
  const codes = Object.entries(run.statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}×${code}`);
  return `!! ${[...codes, run.errors ? `${run.errors} errors (${run.timeouts} timeouts)` : null].filter(Boolean).join(', ')}${few}`;
}

export function printApiLoad(result) {
  const { api, settings, seed } = result;
  const tree = `${api.root} at ${api.commit}${api.uncommittedChanges ? ' with uncommitted apps/api changes' : ''}`;
  console.log(
    `\nAPI load on ${result.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${tree}${api.processes ? `, API_PROCESSES=${api.processes}` : ''}`,
  );
  console.log(
    `  ${seed.restaurants} bench restaurants, ${seed.appUsers} app users (${seed.notificationsSentToEveryAppUser} notifications sent to all), owner menu ${seed.ownerFoods} items / ${seed.ownerFoodCategories} categories, ${seed.ownerDeals} deals, ${seed.foodReports ? `${seed.foodReports} open food reports` : "the demo's food reports only (the tree's seed CLI has no --food-reports)"}`,
  );
  console.log(
    `  ${settings.durationSeconds} s per run after ${settings.warmupSeconds} s warm-up, ${settings.sessions} sessions per role, Accept-Encoding: ${settings.acceptEncoding || '(none)'}; ${result.machine.cpus} CPUs, load average ${result.machine.loadAverage.join(' ')} at the end`,
  );
  const header = [
    'call',
    'conns',
    'secs',
    'p50',
    'p95',
    'p97.5',
    'p99',
    'req/s',
    'bare p97.5',
    'bare req/s',
    'of bare',
    'answers',
    'wire/answer',
    'body (decoded)',
    'status',
  ];
  // Text columns (left-aligned): the call, its body and its status; the figures between them line up right.
  const textColumns = new Set([0, header.length - 2, header.length - 1]);
  const rows = [];
  for (const call of result.calls) {
    call.runs.forEach((run, i) => {
      rows.push([
        i === 0 ? `${call.name} (${call.probe.rows} rows)` : '',
        String(run.connections),
        run.seconds.toFixed(0),
        ms(run.p50Ms),
        ms(run.p95Ms),
        ms(run.p975Ms ?? null),
        ms(run.p99Ms),
        run.requestsPerSecond.toFixed(1),
        ms(run.bare?.p975Ms ?? null),
        run.bare ? run.bare.requestsPerSecond.toFixed(1) : '-',
        run.ofBare === undefined ? '-' : `${(100 * run.ofBare).toFixed(1)} %`,
        String(run.responses),
        kib(run.bytesPerResponse),
        i === 0 ? `${kib(call.probe.bodyBytes)} (${call.probe.encoding} ${kib(call.probe.wireBytes)})` : '',
        statusOf(run),
      ]);
    });
  }
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    `  ${cells.map((cell, column) => (textColumns.has(column) ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`;
  console.log(line(header).trimEnd());
  for (const row of rows) console.log(line(row).trimEnd());
  console.log(
    "  (req/s counts 2xx answers; bare: the same load on a bare node:http server sending this answer, and the API's req/s as a share of it; wire/answer is what the client read per answer, headers included; body is one answer decoded, and its encoding and size on the wire)",
  );
  const failed = result.calls.flatMap((call) =>
    call.runs.filter((run) => run.non2xx || run.errors || !run.responses).map((run) => `${call.name} at ${run.connections}`),
  );
  if (failed.length) {
    console.log(
      `\n  !!!!! ERRORS under load: ${failed.join('; ')}. Their latencies count only the answers that came; do not quote them as clean figures.`,
    );
  }
}
