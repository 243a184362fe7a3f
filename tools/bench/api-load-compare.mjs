// Before/after of two API load results (copies of tmp/bench/api-load.json), as Markdown tables per database:
//   node tools/bench/api-load-compare.mjs tmp/bench/api-load-baseline.json tmp/bench/api-load.json
import fs from 'node:fs';

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('usage: node tools/bench/api-load-compare.mjs <before.json> <after.json>');
const [before, after] = [beforeFile, afterFile].map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));

const ms = (value) => (value === null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);
const kib = (bytes) =>
  bytes === null ? '–' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MiB` : `${(bytes / 1024).toFixed(1)} KiB`;
const flag = (run) => (run.non2xx || run.errors ? ' ⚠ errors' : run.responses < run.connections ? ' ⚠ few' : '');
const bare = (run) =>
  run.bare ? `; bare ${ms(run.bare.p975Ms)}, ${run.bare.requestsPerSecond} req/s (${(100 * run.ofBare).toFixed(1)} %)` : '';
const cell = (run) =>
  run
    ? `${ms(run.p50Ms)} / ${ms(run.p95Ms)} / ${ms(run.p975Ms ?? null)} / ${ms(run.p99Ms)}, ${run.requestsPerSecond} req/s${flag(run)}${bare(run)}`
    : '–';
const tree = (result) =>
  `${result.api.commit}${result.api.uncommittedChanges ? '+changes' : ''}${result.api.processes ? `, ${result.api.processes} processes` : ''}`;

for (const database of ['postgres', 'pglite']) {
  const [was, now] = [before[database], after[database]];
  if (!was || !now) continue;
  console.log(
    `\n${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}: ${tree(was)} → ${tree(now)} (p50 / p95 / p97.5 / p99, req/s; the bare server's p97.5 and req/s, and the API's share of it; body on the wire)\n`,
  );
  console.log('| call | conns | before | after | wire before → after |');
  console.log('|---|---|---|---|---|');
  for (const call of now.calls) {
    const old = was.calls.find((candidate) => candidate.id === call.id);
    call.runs.forEach((run, i) => {
      const oldRun = old?.runs.find((candidate) => candidate.connections === run.connections);
      const wire = i === 0 ? `${kib(old?.probe.wireBytes ?? null)} → ${kib(call.probe.wireBytes)}` : '';
      console.log(
        `| ${i === 0 ? `${call.name} (${call.probe.rows} rows)` : ''} | ${run.connections} | ${cell(oldRun)} | ${cell(run)} | ${wire} |`,
      );
    });
  }
}
