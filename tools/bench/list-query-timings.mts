// One-at-a-time timings of the list calls the load benchmark hits (their single-request cost; the load
// itself is tools/bench/run.mjs's). Builds the API in this process on the database of the environment,
// WITHOUT the list cache, so each call runs its queries; prints per call the median and the slowest of
// the samples after one warm-up, and the body size (uncompressed).
//
//   npx tsx apps/api/src/seed/cli.ts --restaurants 10000 --app-users 20000 --owner-foods 5000 \
//     --owner-food-categories 60 --owner-deals 500 --owner-locations 1000
//   npx tsx tools/bench/list-query-timings.mts [samples, default 15] [only the calls whose name contains this]
//
// with DATABASE_URL (PostgreSQL) or API_DATA_DIR (PGlite; no other process may hold the folder) set for both.
import { buildApi } from '../../apps/api/src/app';
import { readApiEnvironment } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/open-database';
import { prepareDatabase } from '../../apps/api/src/start-api';
import { DEMO_ACCOUNTS } from '@console/testing';
import { signIn } from './api/calls.mjs';

const samples = Number(process.argv[2] ?? 15);
const only = process.argv[3] ?? '';
const env = readApiEnvironment();
const db = await openDatabase(env);
const { tokenSecret } = await prepareDatabase(db, env);
const app = await buildApi({ db, tokenSecret, listCacheBytes: 0 });
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function timeCall(token: string, path: string) {
  const started = performance.now();
  const response = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path}: ${response.status} ${Buffer.from(body).toString()}`);
  return { ms: performance.now() - started, bytes: body.byteLength };
}

try {
  const admin = await signIn(apiUrl);
  const owner = await signIn(apiUrl, 'owner');
  const [{ restaurantId }] = await db.query<{ restaurantId: number }>(
    `SELECT r.restaurant_id AS "restaurantId" FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE u.email_address = $1`,
    [DEMO_ACCOUNTS.owner.emailAddress],
  );
  const calls: Array<[string, string, string]> = [
    ['get-restaurants whole', admin, '/admin/restaurant/get-restaurants?page=1&size=999999'],
    ['get-restaurants page 1 of 10', admin, '/admin/restaurant/get-restaurants?page=1&size=10'],
    [
      'get-restaurants page 500, email desc',
      admin,
      '/admin/restaurant/get-restaurants?page=500&size=10&order_by=emailAddress&order_type=desc',
    ],
    ['get-restaurants page 1, keyword', admin, '/admin/restaurant/get-restaurants?page=1&size=10&keywords=lantern'],
    ['get-all-restaurants 30, keyword', admin, '/admin/restaurant/get-all-restaurants?page=1&size=30&keywords=golden'],
    ['get-food-reports whole', admin, '/admin/food-report/get-food-reports?page=1&size=999999'],
    ['get-food-reports page 1 of 10', admin, '/admin/food-report/get-food-reports?page=1&size=10'],
    ['owner get-foods search', owner, '/food/get-foods?page=1&size=10&keywords=truffle'],
    ['admin get-foods search', admin, `/admin/food/get-foods/${restaurantId}?page=1&size=10&keywords=truffle`],
    ['owner get-foods whole (item picker)', owner, '/food/get-foods?page=1&size=999999'],
    ['owner get-food-categories whole', owner, '/food-category/get-food-categories?page=1&size=999999'],
    ['owner get-deals whole', owner, '/deal/get-deals?pageNum=1&pageSize=999999'],
    ['get-notification page 1 of 10', admin, '/admin/admin-notification/get-notification?page=1&size=10'],
    ['get-users whole', admin, '/admin/user/get-users?page=1&size=999999'],
    ['owner get-my-restaurant-addresses 10', owner, '/restaurant/get-my-restaurant-addresses?page=1&size=10'],
  ];
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(`${db.engine}, ${samples} samples\n${'call'.padEnd(40)} ${'median'.padStart(9)} ${'max'.padStart(9)} ${'KiB'.padStart(7)}`);
  for (const [name, token, path] of calls.filter(([name]) => name.includes(only))) {
    let { bytes } = await timeCall(token, path);
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const result = await timeCall(token, path);
      times.push(result.ms);
      bytes = result.bytes;
    }
    console.log(`${name.padEnd(40)} ${ms(median(times))} ${ms(Math.max(...times))} ${(bytes / 1024).toFixed(0).padStart(7)}`);
  }
} finally {
  await app.close();
  await db.close();
}
