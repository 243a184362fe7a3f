import type { Database } from '../db/database';
import { openTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEFAULT_AUDIT_RETENTION_DAYS, sweepExpiredActivity } from './activity-retention';
import { insertTestEvents } from '../testing/activity-test-events';

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database?.dispose();
});

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number, extraMs = 0) => new Date(NOW.getTime() - days * 86_400_000 + extraMs).toISOString();

/** The trail emptied, then `old` events past a year and the given recent ones; answers the recent ones' ids. */
async function trail(old: number, recentDays: number[]): Promise<number[]> {
  await db.query('DELETE FROM audit_events');
  await insertTestEvents(
    db,
    Array.from({ length: old }, (_, i) => ({ occurredAt: daysAgo(366 + i), action: 'updateFood' })),
  );
  return insertTestEvents(
    db,
    recentDays.map((days) => ({ occurredAt: days === 365 ? daysAgo(365, 1000) : daysAgo(days), action: 'updateFood' })),
  );
}

const remaining = async () =>
  (await db.query<{ id: number }>('SELECT event_id AS id FROM audit_events ORDER BY event_id')).map((row) => row.id);

describe('the retention sweep', () => {
  it('keeps a year by default', () => {
    expect(DEFAULT_AUDIT_RETENTION_DAYS).toBe(365);
  });

  it('deletes only the events older than the retention, a batch per statement', async () => {
    const kept = await trail(7, [0, 1, 364, 365]);
    const statements: number[] = [];
    const counting: Database = {
      ...db,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        const rows = await db.query<T>(sql, params);
        if (/DELETE FROM audit_events/.test(sql)) statements.push(Number((rows[0] as { count: number }).count));
        return rows;
      },
    };

    const deleted = await sweepExpiredActivity(counting, { now: NOW, retentionDays: 365, batchSize: 3 });

    expect(deleted).toBe(7);
    expect(statements).toEqual([3, 3, 1]);
    expect(await remaining()).toEqual(kept);
  });

  it('follows AUDIT_RETENTION_DAYS', async () => {
    const kept = await trail(2, [0, 10]);
    await sweepExpiredActivity(db, { now: NOW, retentionDays: 30 });
    expect(await remaining()).toEqual(kept);
    await sweepExpiredActivity(db, { now: NOW, retentionDays: 5 });
    expect(await remaining()).toEqual([kept[0]]);
  });

  it('two sweeps at once delete each event once, and leave the others', async () => {
    const kept = await trail(40, [0, 100]);
    const [first, second] = await Promise.all([
      sweepExpiredActivity(db, { now: NOW, retentionDays: 365, batchSize: 4 }),
      sweepExpiredActivity(db, { now: NOW, retentionDays: 365, batchSize: 4 }),
    ]);
    expect(first + second).toBe(40);
    expect(await remaining()).toEqual(kept);
  });

  it('does nothing on a trail without old events', async () => {
    const kept = await trail(0, [1, 2]);
    expect(await sweepExpiredActivity(db, { now: NOW, retentionDays: 365 })).toBe(0);
    expect(await remaining()).toEqual(kept);
  });
});
