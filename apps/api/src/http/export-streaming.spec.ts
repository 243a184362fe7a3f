import type { Database } from '../db/database';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type Json, type TestApi } from '../testing/test-api';
import { EXPORT_BATCH_SIZE } from './csv';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

const COUNT = 10_000;
const EXPORT = '/admin/restaurant/export-restaurants';

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  // 10,000 restaurants whose names repeat (every 97th the same, so ties cross every batch boundary), a
  // fifth of them with an owner and an email, the rest ownerless (no email: last in the email order).
  await api.db.query(
    `INSERT INTO users (user_type, email_address)
     SELECT 'Restaurant', 'stream-owner-' || i || '@export.example' FROM generate_series(1, $1::int / 5) AS i`,
    [COUNT],
  );
  await api.db.query(
    `INSERT INTO restaurants (restaurant_name, owner_user_id)
     SELECT 'Stream Diner ' || (i % 97), u.user_id
       FROM generate_series(1, $1::int) AS i
       LEFT JOIN users u ON u.email_address = 'stream-owner-' || i || '@export.example'`,
    [COUNT],
  );
}, 300_000);

afterAll(async () => {
  await api?.close();
});

/**
 * Counts the rows each restaurant read of the API returned (the handlers share this database object). By
 * hand rather than jest.spyOn, whose mock would keep every result (every row) alive.
 */
function watchBatches(db: Database) {
  const batches: number[] = [];
  const original = db.query;
  db.query = async function query<T>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    const rows = await original.call(db, sql, params);
    if (/FROM restaurants r LEFT JOIN users u/.test(sql) && /LIMIT \$\d+$/.test(sql)) batches.push(rows.length);
    return rows as T[];
  };
  return { batches, restore: () => void (db.query = original) };
}

async function exportedIds(query: Record<string, string>): Promise<number[]> {
  const url = new URL(EXPORT, api.baseUrl);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, { headers: { authorization: `Bearer ${tokens.admin}` } });
  expect(response.status).toBe(200);
  const lines = (await response.text()).split('\r\n').slice(1, -1);
  return lines.map((line) => Number(line.split(',')[0]));
}

async function listedIds(query: Record<string, string>): Promise<number[]> {
  const list = await api.call('GET', '/admin/restaurant/get-restaurants', {
    token: tokens.admin,
    query: { ...query, page: 1, size: 999999 },
  });
  return list.body.restaurants.map((row: Json) => row.restaurant.restaurantId);
}

describe('10,000 restaurants', () => {
  it.each([
    { order_by: 'restaurantName', order_type: 'asc' },
    { order_by: 'emailAddress', order_type: 'desc' },
  ])(
    'are exported a batch at a time, each once, in the order of the list (%o)',
    async (query) => {
      const watch = watchBatches(api.db);
      let ids: number[];
      try {
        ids = await exportedIds(query);
      } finally {
        watch.restore();
      }
      const listed = await listedIds(query);

      expect(ids.length).toBeGreaterThanOrEqual(COUNT);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(listed);
      // No read returned more than a batch; together they returned every row once.
      expect(Math.max(...watch.batches)).toBe(EXPORT_BATCH_SIZE);
      expect(watch.batches.reduce((sum, rows) => sum + rows, 0)).toBe(ids.length);
    },
    300_000,
  );
});
