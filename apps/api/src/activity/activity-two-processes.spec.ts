import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgres-database';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { composePendingActivity } from './activity-composer';
import {
  createEmptyDatabase,
  describeWithPostgres,
  startApiProcess,
  type ApiProcess,
  type ThrowawayDatabase,
} from '../testing/api-processes';

/*
 * The audit trail with two API processes on one PostgreSQL database: a change committed through either
 * process has its event (the recording is the database's triggers and the writing transaction, not one
 * process's memory), a read through the other process sees it at once, and concurrent changes through
 * both, composed by both processes and a reader at once, record one event each.
 */
describeWithPostgres('the audit trail with two API processes', () => {
  let database: ThrowawayDatabase;
  let db: Database;
  let a: ApiProcess;
  let b: ApiProcess;
  let tokenA: string;
  let tokenB: string;

  beforeAll(async () => {
    database = await createEmptyDatabase('activity_processes');
    db = openPostgresDatabase(database.url, { max: 2 });
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startApiProcess(database.url);
    b = await startApiProcess(database.url);
    tokenA = await a.login(DEMO_ACCOUNTS.admin, 'Administrator');
    tokenB = await b.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.close();
    await database?.drop();
  }, 60_000);

  /** The trail as a read sees it: the committed changes still raw composed first (migrations/024). */
  async function lastEventId(): Promise<number> {
    await composePendingActivity(db, { wait: true });
    const [row] = await db.query<{ id: number | null }>('SELECT max(event_id)::int AS id FROM audit_events');
    return row.id ?? 0;
  }

  it('a change through the second process has its event, with who made it and the value before', async () => {
    const created = await a.call('POST', '/admin/restaurant-category/create-restaurant-category', {
      token: tokenA,
      body: { restaurantCategoryName: 'Two Process Cuisine' },
    });
    const id = created.body.restaurantCategoryId;
    const before = await lastEventId();

    const renamed = await b.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
      token: tokenB,
      body: { restaurantCategoryName: 'Two Process Cuisine, Renamed' },
    });

    expect(renamed.status).toBe(200);
    await composePendingActivity(db, { wait: true });
    const events = await db.query<{ action: string; actor_role: string; object_id: number; changes: unknown }>(
      'SELECT action, actor_role, object_id, changes FROM audit_events WHERE event_id > $1 ORDER BY event_id',
      [before],
    );
    expect(events).toEqual([
      {
        action: 'updateRestaurantCategory',
        actor_role: 'superAdmin',
        object_id: id,
        changes: [{ field: 'Category Title', before: 'Two Process Cuisine', after: 'Two Process Cuisine, Renamed' }],
      },
    ]);
  });

  it('concurrent changes through both processes record one event each, and nothing stays raw', async () => {
    const before = await lastEventId();
    const [{ id: restaurantId }] = await db.query<{ id: number }>('SELECT min(restaurant_id) AS id FROM restaurants');
    const calls = Array.from({ length: 16 }, (_, n) => {
      const [api, token] = n % 2 === 0 ? [a, tokenA] : [b, tokenB];
      return api.call('POST', '/admin/food-category/create-food-category', {
        token,
        body: { foodCategoryName: `Concurrent ${n}`, restaurantId },
      });
    });
    const answers = await Promise.all(calls);

    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(201));
    // Both processes' background composers, their reads and this one, all at once: each change composed once.
    const reads = await Promise.all([
      a.call('GET', '/admin/activity/get-events', { token: tokenA, query: { action: 'adminCreateFoodCategory' } }),
      b.call('GET', '/admin/activity/get-events', { token: tokenB, query: { action: 'adminCreateFoodCategory' } }),
      composePendingActivity(db, { wait: true }),
    ]);
    for (const read of reads.slice(0, 2) as Array<{ status: number; body: { events: Array<{ object: { label: string } }> } }>) {
      expect(read.status).toBe(200);
      // Each read waited for the composer at work: all 16 are on its first page.
      expect(read.body.events.filter((event) => event.object.label.startsWith('Concurrent ')).length).toBe(16);
    }
    const events = await db.query<{ label: string }>(
      `SELECT object_label AS label FROM audit_events WHERE event_id > $1 AND action = 'adminCreateFoodCategory' ORDER BY 1`,
      [before],
    );
    expect(events.map((event) => event.label).sort()).toEqual(Array.from({ length: 16 }, (_, n) => `Concurrent ${n}`).sort());
    expect(await db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
  });
});
