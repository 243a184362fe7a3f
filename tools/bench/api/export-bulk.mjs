// The export and bulk part of `npm run bench` (issue 26): the Restaurants screen's CSV export of every
// restaurant (time, bytes, the API process's peak RSS while it streams), beside the list call that holds the
// whole list in one answer, and a bulk suspend of 1,000 restaurants (and their approval back).
//   npm run bench -- --only export-bulk
import fs from 'node:fs';
import { median } from './calls.mjs';

const SAMPLES = 3;
const BULK_SIZE = 1000;

/** The processes of the API's process group (tsx and the node process it starts), by pid. */
function groupPids(groupId) {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // Fields after the command name: state, ppid, pgrp.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === groupId;
      } catch {
        return false;
      }
    });
}

/** The largest resident set of the group (the API's node process), in MiB. */
function apiRssMib(groupId) {
  let largest = 0;
  for (const pid of groupPids(groupId)) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) largest = Math.max(largest, Number(match[1]) / 1024);
    } catch {
      // ended meanwhile
    }
  }
  return largest;
}

/** One GET read to the end while the API's RSS is sampled every 10 ms: time, bytes, and RSS before and at peak. */
async function sampledRead(url, headers, groupId) {
  const before = apiRssMib(groupId);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, apiRssMib(groupId))), 10);
  try {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { ms, bytes, before, peak: Math.max(peak, apiRssMib(groupId)) };
  } finally {
    clearInterval(sampler);
  }
}

async function post(apiUrl, path, token, body) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return { ms, answer };
}

export async function measureExportAndBulk(apiUrl, apiGroupId, token) {
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
  const exports = [];
  for (let i = 0; i < SAMPLES; i++) exports.push(await sampledRead(`${apiUrl}/admin/restaurant/export-restaurants`, headers, apiGroupId));
  const list = await sampledRead(`${apiUrl}/admin/restaurant/get-restaurants?page=1&size=999999`, headers, apiGroupId);
  const rows = await (await fetch(`${apiUrl}/admin/restaurant/get-restaurants?page=1&size=999999`, { headers })).json();

  const ids = rows.restaurants.slice(0, BULK_SIZE).map((row) => row.restaurant.restaurantId);
  const suspend = await post(apiUrl, '/admin/restaurant/bulk-change-status', token, { ids, account_status: 'Suspended' });
  const approve = await post(apiUrl, '/admin/restaurant/bulk-change-status', token, {
    matching: { account_status: 'Suspended' },
    expectedCount: new Set([
      ...rows.restaurants.filter((row) => row.accountStatus === 'Suspended').map((row) => row.restaurant.restaurantId),
      ...ids,
    ]).size,
    account_status: 'Approved',
  });

  const figures = {
    exportRestaurantsRows: rows.restaurants.length,
    exportRestaurantsMs: Math.round(median(exports.map((run) => run.ms))),
    exportRestaurantsKib: Math.round(exports[0].bytes / 1024),
    exportApiRssBeforeMib: Math.round(Math.min(...exports.map((run) => run.before))),
    exportApiRssPeakMib: Math.round(Math.max(...exports.map((run) => run.peak))),
    listRestaurantsMs: Math.round(list.ms),
    listApiRssPeakMib: Math.round(list.peak),
    bulkSuspendCount: suspend.answer.count,
    bulkSuspendMs: Math.round(suspend.ms),
    bulkApproveByMatchingCount: approve.answer.count,
    bulkApproveByMatchingMs: Math.round(approve.ms),
  };
  console.log(`\nExport and bulk (issue 26), ${figures.exportRestaurantsRows.toLocaleString('en')} restaurants, on PGlite`);
  console.log(
    `  CSV export of every restaurant        ${figures.exportRestaurantsMs} ms median of ${SAMPLES}, ${figures.exportRestaurantsKib} KiB; API RSS ${figures.exportApiRssBeforeMib} MiB before, ${figures.exportApiRssPeakMib} MiB at peak`,
  );
  console.log(
    `  (the list call, size 999999)          ${figures.listRestaurantsMs} ms; API RSS ${figures.listApiRssPeakMib} MiB at peak (its answer whole in memory)`,
  );
  console.log(
    `  bulk suspend of ${figures.bulkSuspendCount} restaurants by ids   ${figures.bulkSuspendMs} ms (one transaction, one activity event)`,
  );
  console.log(
    `  bulk approve of ${figures.bulkApproveByMatchingCount} by matching      ${figures.bulkApproveByMatchingMs} ms (account_status=Suspended, expectedCount checked)`,
  );
  return figures;
}
