import type { Database } from '../db/database';
import { openPostgresDatabase } from '../db/postgres-database';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
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
 * process's memory), and concurrent changes through both record one event each.
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

  async function lastEventId(): Promise<number> {
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

  it('concurrent changes through both processes record one event each, and nothing stays staged', async () => {
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
    const events = await db.query<{ label: string }>(
      `SELECT object_label AS label FROM audit_events WHERE event_id > $1 AND action = 'adminCreateFoodCategory' ORDER BY 1`,
      [before],
    );
    expect(events.map((event) => event.label).sort()).toEqual(Array.from({ length: 16 }, (_, n) => `Concurrent ${n}`).sort());
    expect(await db.query('SELECT * FROM audit_staged_rows')).toEqual([]);
    expect(await db.query('SELECT * FROM audit_pending')).toEqual([]);
  });
});
