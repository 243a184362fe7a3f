// The activity part of `npm run bench` (issue 24): the audit trail at 1,000,000 events on a throwaway
// PostgreSQL (activity-runner.mts does the work): filtered pages under 50 connections, through the API and as
// SQL alone, a 100,000-event CSV export, and what recording adds to a write. Prints the figures and keeps
// them in tmp/bench/activity.json.
//   npm run bench -- --only activity        (ACTIVITY_BENCH_EVENTS, ACTIVITY_BENCH_SECONDS to change the scale)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '../testing/reference-api.mjs';

const resultsFile = path.join(workspaceRoot, 'tmp/bench/activity.json');
const runner = path.join(workspaceRoot, 'tools/bench/activity-runner.mts');
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');

export async function runActivityBench() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-activity-bench-'));
  const outFile = path.join(outDir, 'result.json');
  try {
    const child = spawn('bash', [path.join(workspaceRoot, 'tools/postgres/with-postgres.sh'), process.execPath, tsxCli, runner, outFile], {
      cwd: workspaceRoot,
      env: process.env,
      stdio: 'inherit',
    });
    await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`the activity bench ended with ${code ?? signal}`))));
    });
    const result = JSON.parse(fs.readFileSync(outFile, 'utf8'));
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(resultsFile, JSON.stringify(result, null, 2));
    printActivity(result);
    console.log(`(also written to ${path.relative(workspaceRoot, resultsFile)})`);
    return result;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

function printActivity(result) {
  console.log(
    `\nActivity on PostgreSQL: ${result.events.toLocaleString('en')} events (${result.restaurants.toLocaleString('en')} restaurants, ${result.actors} actors), written in ${result.insertSeconds} s, ${result.tableAndIndexesMb} MB with indexes; ${result.machine.cpus} CPUs, load ${result.machine.loadAverage.join(' ')}`,
  );
  const header = [
    'first page (25 events)',
    'paced p50',
    'paced p95',
    'paced p99',
    'flat out p95',
    'req/s',
    'SQL p95',
    '1 conn p50',
    'rows',
  ];
  const rows = Object.entries(result.http).map(([name, run]) => {
    const sql = result.sql[name];
    const one = result.sqlOneConnection[name];
    const failures = run.paced.failures + run.flatOut.failures;
    return [
      name,
      `${run.paced.p50Ms} ms`,
      `${run.paced.p95Ms} ms`,
      `${run.paced.p99Ms} ms`,
      `${run.flatOut.p95Ms} ms`,
      String(run.flatOut.requestsPerSecond),
      `${sql.p95Ms} ms`,
      `${one.p50Ms} ms`,
      `${run.events}${failures ? ` !! ${failures} failed` : ''}`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) =>
    `  ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`;
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  const paced = Object.values(result.http)[0]?.paced;
  console.log(
    `  (API: one API process under autocannon, ${result.connections} connections. Paced: each connection asks every ${paced ? Math.round((result.connections / paced.requestsPerSecond) * 1000) : '?'} ms (${paced ? Math.round(paced.requestsPerSecond) : '?'} requests a second between them, evenly spread), the latency a page answers with (the issue's target: p95 ≤ 50 ms). Flat out: each connection asks again as soon as it is answered, which measures capacity (req/s), its latency being the queue. SQL: the API's statements flat out from ${result.connections} connections of their own; 1 conn: one after another)`,
  );
  console.log(
    `  CSV export: ${result.export.rows.toLocaleString('en')} events in ${result.export.seconds} s, first bytes after ${result.export.firstChunkMs} ms`,
  );
  for (const recording of [result.recording, result.bulkRecording]) {
    if (recording?.withRecording) {
      console.log(
        `  Recording: ${recording.call}, ${recording.calls} calls each way: median ${recording.withRecording.medianMs} ms with, ${recording.withoutRecording.medianMs} ms without: ${recording.overheadPercent} % (the issue's target: at most 10 %)`,
      );
      if (recording.cpu)
        console.log(
          `    processor time a call (API and database): ${recording.cpu.withMs} ms with, ${recording.cpu.withoutMs} ms without: ${recording.cpu.overheadPercent} %`,
        );
      if (recording.composing)
        console.log(
          `    composing their ${recording.composing.events} events afterwards, outside the writes: ${recording.composing.wallMsPerEvent} ms an event${recording.composing.cpuMsPerEvent !== undefined ? ` (processor: ${recording.composing.cpuMsPerEvent} ms)` : ''}`,
        );
    } else console.log(`  Recording: not measured (${recording?.error})`);
  }
}
