import { loadContract } from '../http/contract';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ACTIVITY_ACTIONS, COMMAND_ACTIONS, NOT_RECORDED_OPERATIONS, activityAction } from './activity-actions';
import { composePendingActivity } from './activity-composer';
import { runWithActivity } from './activity-context';
import { isRecordedOperation } from './activity-routes';
import { recordActivity, recordingDatabase } from './recording-database';
import { collectStoredSecrets, startWalk, WALK, type WalkState } from '../testing/activity-walk';

// The audit trail's recording (issue 24): every write call of the contract leaves one event, written in
// its transaction, with who, what, which object and the changed fields, and never a secret.

interface EventRow {
  event_id: number;
  actor_id: number | null;
  actor_name: string;
  actor_role: string;
  action: string;
  security: boolean;
  about_administrator: boolean;
  object_type: string;
  object_id: number | null;
  object_label: string;
  restaurant_id: number | null;
  restaurant_name: string | null;
  changes: Array<{ field: string; before?: unknown; after?: unknown }>;
  affected_count: number | null;
  affected_ids: number[] | null;
  search_text: string;
}

let api: TestApi;
let walk: WalkState;

beforeAll(async () => {
  api = await startTestApi();
  walk = await startWalk(api);
});

afterAll(async () => {
  await api?.close();
});

/** The trail as a read sees it: the committed changes still raw composed first (migrations/024). */
async function lastEventId(): Promise<number> {
  await composePendingActivity(api.db, { wait: true });
  const [row] = await api.db.query<{ id: number | null }>('SELECT max(event_id)::int AS id FROM audit_events');
  return row.id ?? 0;
}

async function eventsAfter(id: number): Promise<EventRow[]> {
  await composePendingActivity(api.db, { wait: true });
  return api.db.query<EventRow>('SELECT * FROM audit_events WHERE event_id > $1 ORDER BY event_id', [id]);
}

/** Runs `fn` and answers the events it recorded. */
async function recorded(fn: () => Promise<unknown>): Promise<EventRow[]> {
  const before = await lastEventId();
  await fn();
  return eventsAfter(before);
}

const SECRET_COLUMNS = /password_hash|code_hash|session_id|reset_code|token/i;

describe('the contract walk: every write operation records an event', () => {
  const { operations } = loadContract();
  const recordedOperations = operations.filter(isRecordedOperation);

  it('knows every write operation of the contract, and every known key is one of them, a security event or the admin command', () => {
    const writeIds = operations.filter((operation) => operation.method !== 'GET').map((operation) => operation.operationId);
    const missing = writeIds.filter((id) => !activityAction(id) && !(id in NOT_RECORDED_OPERATIONS));
    expect(missing).toEqual([]);
    const strays = ACTIVITY_ACTIONS.filter(
      (action) => !writeIds.includes(action.key) && !action.security && !COMMAND_ACTIONS.includes(action.key as never),
    ).map((action) => action.key);
    expect(strays).toEqual([]);
  });

  it.each(recordedOperations.map((operation) => [operation.operationId]))(
    '%s records one event with who, what and which object',
    async (operationId) => {
      const step = WALK[operationId];
      if (!step) throw new Error(`No valid call of ${operationId} in testing/activity-walk.ts: add one`);
      const prepared = (await step.prepare?.(walk)) ?? {};
      await collectStoredSecrets(walk);
      let status = 0;
      const events = await recorded(async () => {
        const response = await step.call(walk, prepared);
        status = response.status;
        if (response.body && typeof response.body === 'object' && typeof response.body.token === 'string')
          walk.secrets.add(response.body.token);
      });
      await collectStoredSecrets(walk);

      expect(status).toBeLessThan(300);
      const own = events.filter((event) => event.action === (step.action ?? operationId));
      expect(own).toHaveLength(1);
      const [event] = own;
      const action = activityAction(event.action);
      expect(action).toBeDefined();
      expect(event.actor_name).not.toBe('');
      expect(['superAdmin', 'admin', 'restaurant', 'anonymous']).toContain(event.actor_role);
      if (event.actor_role !== 'anonymous') expect(event.actor_id).toEqual(expect.any(Number));
      expect(event.object_type).toBe(action?.objectType);
      expect(event.security).toBe(action?.security);
      if (action?.table && !action.bulkTable) expect(event.object_id).toEqual(expect.any(Number));
      if (event.restaurant_id !== null) expect(event.restaurant_name).toEqual(expect.any(String));
      expect(event.search_text).toContain(event.actor_name);

      // Never a secret: no stored hash, session id, reset code, token or password, and no secret column.
      const text = JSON.stringify(events);
      for (const secret of walk.secrets) expect(text.includes(secret) ? secret : undefined).toBeUndefined();
      for (const change of events.flatMap((e) => e.changes)) expect(change.field).not.toMatch(SECRET_COLUMNS);
      expect(text).not.toMatch(/"(password_hash|code_hash|session_id)"/);
    },
  );
});

describe('what an event says', () => {
  it('a restaurant category renamed: the name before and after', async () => {
    const created = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
      token: walk.tokens.admin,
      body: { restaurantCategoryName: 'Audit Basque', description: 'Pintxos' },
    });
    const id = created.body.restaurantCategoryId;

    const [event] = await recorded(() =>
      api.call('PATCH', `/admin/restaurant-category/update-restaurant-category/${id}`, {
        token: walk.tokens.admin,
        body: { restaurantCategoryName: 'Audit Basque Country', description: 'Pintxos' },
      }),
    );

    expect(event).toMatchObject({
      action: 'updateRestaurantCategory',
      actor_name: 'Adam Brooks',
      actor_role: 'admin',
      object_type: 'Restaurant category',
      object_id: id,
      object_label: 'Audit Basque Country',
      restaurant_id: null,
      changes: [{ field: 'Category Title', before: 'Audit Basque', after: 'Audit Basque Country' }],
    });
  });

  it("a menu item's price changed by an admin: the item, its restaurant and the price before and after", async () => {
    const [food] = await api.db.query<{ id: number; name: string; price: string; category: number; restaurant: string }>(
      `SELECT f.food_id AS id, f.food_item_name AS name, f.price, f.food_category_id AS category, r.restaurant_name AS restaurant
         FROM foods f JOIN restaurants r USING (restaurant_id) WHERE f.restaurant_id = $1 AND f.food_category_id IS NOT NULL ORDER BY f.food_id LIMIT 1`,
      [walk.other.restaurantId],
    );
    const tags = (await api.db.query<{ tags: string[] }>('SELECT tags FROM foods WHERE food_id = $1', [food.id]))[0].tags;
    const form = new FormData();
    const fields: Record<string, string | string[]> = {
      restaurantId: String(walk.other.restaurantId),
      foodCategoryId: String(food.category),
      foodItemName: food.name,
      description: 'Audited description',
      price: (Number(food.price) + 1).toFixed(2),
      tags: tags.length > 0 ? tags : ['American'],
    };
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) form.append(name, item);

    const events = await recorded(() => api.call('PATCH', `/admin/food/update-food/${food.id}`, { token: walk.tokens.admin, form }));

    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'adminUpdateFood',
      object_type: 'Menu item',
      object_id: food.id,
      object_label: food.name,
      restaurant_id: walk.other.restaurantId,
      restaurant_name: food.restaurant,
    });
    expect(events[0].changes).toContainEqual({ field: 'Price', before: Number(food.price), after: Number(food.price) + 1 });
  });

  it('a suspension and a restoring of access in product words', async () => {
    const restaurantId = walk.other.restaurantId;
    const suspend = await recorded(() =>
      api.call('PATCH', `/admin/restaurant/change-status/${restaurantId}`, {
        token: walk.tokens.superAdmin,
        body: { account_status: 'Suspended', restaurant_id: restaurantId },
      }),
    );
    const restore = await recorded(() =>
      api.call('PATCH', `/admin/restaurant/change-status/${restaurantId}`, {
        token: walk.tokens.superAdmin,
        body: { account_status: 'Approved', restaurant_id: restaurantId },
      }),
    );

    expect(suspend).toHaveLength(1);
    expect(suspend[0]).toMatchObject({
      action: 'changeRestaurantStatus',
      actor_role: 'superAdmin',
      security: false,
      object_type: 'Restaurant',
      object_id: restaurantId,
      restaurant_id: restaurantId,
      changes: [{ field: 'Status', before: 'Approved', after: 'Suspended' }],
    });
    expect(suspend[0].search_text).toMatch(/^Restaurant suspended /);
    expect(restore[0].changes).toEqual([{ field: 'Status', before: 'Suspended', after: 'Approved' }]);
    expect(restore[0].search_text).toMatch(/^Restaurant access restored /);
  });

  it('a CSV import of restaurants is one event with how many rows and which', async () => {
    const header =
      'restaurantName,emailAddress,password,restaurantCategoryNames,streetAddress,city,state,zipCode,country,latitude,longitude,phoneNumber';
    const [category] = await api.db.query<{ name: string }>(
      'SELECT restaurant_category_name AS name FROM restaurant_categories ORDER BY 1 LIMIT 1',
    );
    const rows = Array.from(
      { length: 12 },
      (_, n) =>
        `Bulk Audit ${n},bulk-audit-${n}@audit.example,Bulk#Pass2026,${category.name},${n} Bulk St,Austin,TX,78701,United States,30.26,-97.74,5128675309`,
    );
    const form = new FormData();
    form.append('restaurant_csv', new Blob([[header, ...rows].join('\n')], { type: 'text/csv' }), 'import.csv');

    const events = await recorded(() =>
      api.call('POST', '/admin/restaurant/import-restaurants-from-csv', { token: walk.tokens.superAdmin, form }),
    );

    const imported = await api.db.query<{ id: number }>(
      `SELECT restaurant_id AS id FROM restaurants WHERE restaurant_name LIKE 'Bulk Audit %' ORDER BY 1`,
    );
    expect(imported).toHaveLength(12);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'importRestaurantsFromCsv', object_type: 'CSV import', affected_count: 12 });
    expect([...(events[0].affected_ids ?? [])].sort((a, b) => a - b)).toEqual(imported.map((row) => row.id));
    expect(JSON.stringify(events[0])).not.toContain('Bulk#Pass2026');
  });

  it('a notification to many app users is one event with the recipients counted', async () => {
    const users = await api.db.query<{ id: number }>(`SELECT user_id AS id FROM users WHERE user_type = 'Customer' ORDER BY 1 LIMIT 25`);
    const events = await recorded(() =>
      api.call('POST', '/admin/admin-notification/send-notification', {
        token: walk.tokens.admin,
        body: { title: 'Audit notice', description: 'To many', userIds: users.map((user) => user.id) },
      }),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'sendNotification',
      object_type: 'Notification',
      object_label: 'Audit notice',
      affected_count: users.length,
    });
    expect([...(events[0].affected_ids ?? [])].sort((a, b) => a - b)).toEqual(users.map((user) => user.id));
  });

  it('an owner deleting their restaurant is one event, with everything that went with it counted', async () => {
    const step = WALK.deleteMyRestaurant;
    const prepared = (await step.prepare?.(walk)) ?? {};
    const events = await recorded(() => step.call(walk, prepared));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'deleteMyRestaurant', actor_role: 'restaurant', object_type: 'Restaurant' });
    expect(events[0].restaurant_name).toMatch(/^Walk Diner /);
    expect(events[0].affected_count).toBeGreaterThanOrEqual(3); // its location, category links and owner account
  });

  it('an administrator account added is a security event about an administrator, with no password', async () => {
    const [event] = await recorded(() =>
      api.call('POST', '/admin/administrator/create-administrator', {
        token: walk.tokens.superAdmin,
        body: {
          firstName: 'Audit',
          lastName: 'Person',
          emailAddress: 'audit.person@audit.example',
          password: 'Secret#Pass2026',
          phoneCountryCode: '+1',
          phoneNumber: '(512) 867-5309',
        },
      }),
    );
    expect(event).toMatchObject({
      action: 'createAdministrator',
      security: true,
      about_administrator: true,
      object_type: 'Administrator',
      object_label: 'Audit Person',
    });
    expect(event.changes).toContainEqual({ field: 'Email Address', after: 'audit.person@audit.example' });
    expect(JSON.stringify(event)).not.toMatch(/Secret#Pass2026|scrypt/);
  });
});

describe('security events', () => {
  it('a failed sign-in with an unknown email: anonymous, named by the email tried', async () => {
    const events = await recorded(() =>
      api.call('POST', '/auth/login', {
        body: { emailAddress: 'nobody@audit.example', password: 'Wrong#Pass2026', userType: 'Administrator' },
      }),
    );
    expect(events).toEqual([
      expect.objectContaining({
        action: 'signInFailed',
        security: true,
        actor_id: null,
        actor_role: 'anonymous',
        actor_name: 'nobody@audit.example',
      }),
    ]);
    expect(JSON.stringify(events)).not.toContain('Wrong#Pass2026');
  });

  it('a failed sign-in of a known account names the account; a sign-in names who signed in', async () => {
    const [admin] = await api.db.query<{ id: number }>('SELECT user_id AS id FROM users WHERE email_address = $1', [DEMO_ACCOUNTS.admin]);
    const failed = await recorded(() =>
      api.call('POST', '/auth/login', {
        body: { emailAddress: DEMO_ACCOUNTS.admin, password: 'Wrong#Pass2026', userType: 'Administrator' },
      }),
    );
    const signedIn = await recorded(() =>
      api.call('POST', '/auth/login', { body: { emailAddress: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD, userType: 'Administrator' } }),
    );
    expect(failed).toEqual([
      expect.objectContaining({ action: 'signInFailed', actor_id: admin.id, actor_name: 'Adam Brooks', actor_role: 'admin' }),
    ]);
    expect(signedIn).toEqual([expect.objectContaining({ action: 'login', security: true, actor_id: admin.id, object_id: admin.id })]);
  });

  it('a locked-out sign-in is recorded', async () => {
    const email = 'locked.out@audit.example';
    const events = await recorded(async () => {
      for (let attempt = 0; attempt < 12; attempt++) {
        const response = await api.call('POST', '/auth/login', {
          body: { emailAddress: email, password: `Wrong#${attempt}`, userType: 'Restaurant' },
        });
        if (response.status === 429) break;
      }
    });
    expect(events.map((event) => event.action)).toContain('signInLockedOut');
    expect(events.every((event) => event.security)).toBe(true);
  });

  it('a password changed ends the other sessions, in one security event without the password', async () => {
    const step = WALK.changePassword;
    const prepared = (await step.prepare?.(walk)) ?? {};
    const events = await recorded(() => step.call(walk, prepared));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'changePassword', security: true, actor_role: 'restaurant', object_type: 'Account' });
    expect(events[0].changes).toContainEqual({ field: 'Password', after: 'changed' });
    expect(JSON.stringify(events)).not.toMatch(/Walk#Pass2026|scrypt/);
  });
});

describe('the same transaction', () => {
  it('a change that fails after its first statement leaves neither its rows nor an event', async () => {
    // A unique violation on the second statement of one transaction: the first statement's row and
    // what it recorded raw go with the rollback.
    const db = recordingDatabase(api.db);
    const before = await lastEventId();
    const [{ count: categoriesBefore }] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM restaurant_categories');

    const failed = runWithActivity(
      { operationId: 'createRestaurantCategory', actor: () => ({ userId: 1, name: 'Test', role: 'admin' }) },
      () =>
        db.transaction(async (tx) => {
          await tx.query(`INSERT INTO restaurant_categories (restaurant_category_name) VALUES ('Rolled Back Cuisine')`);
          await tx.query(`INSERT INTO restaurant_categories (restaurant_category_name) VALUES ('rolled back cuisine')`);
        }),
    );

    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect(await eventsAfter(before)).toEqual([]);
    const [{ count: categoriesAfter }] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM restaurant_categories');
    expect(categoriesAfter).toBe(categoriesBefore);
    expect(await api.db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
  });

  it('a committed change is in the trail at once in its raw form, without a secret, and a read composes its one event', async () => {
    // Through the database alone (no background composer of recordingDatabase), as a process that
    // committed and ended before composing would leave it.
    const [user] = await api.db.query<{ id: number }>(
      `SELECT user_id AS id FROM users WHERE user_type = 'Administrator' AND password_hash IS NOT NULL ORDER BY user_id LIMIT 1`,
    );
    const before = await lastEventId();
    const context = JSON.stringify({
      actor: { userId: 1, name: 'Raw Test', role: 'superAdmin' },
      action: activityAction('changePassword'),
      tables: (await api.db.query<{ tables: unknown }>('SELECT tables FROM audit_vocabulary LIMIT 1'))[0].tables,
    });
    await api.db.transaction(
      async (tx) => {
        await tx.query(`UPDATE users SET first_name = 'Raw', password_hash = 'raw-secret-hash' WHERE user_id = $1`, [user.id]);
      },
      { settings: { 'activity.operation': 'changePassword', 'activity.context': context } },
    );

    const raw = await api.db.query<{ table_name: string; old_row: unknown; new_row: unknown }>(
      'SELECT table_name, old_row, new_row FROM audit_raw_changes',
    );
    expect(raw).toHaveLength(1);
    expect(raw[0].table_name).toBe('users');
    expect(JSON.stringify(raw)).not.toMatch(/password_hash|raw-secret-hash/);

    const events = await eventsAfter(before);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'changePassword', actor_name: 'Raw Test', object_id: user.id, security: true });
    expect(events[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: expect.any(String), after: 'Raw' })]));
    expect(await api.db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
    // A second read composes nothing again.
    expect(await composePendingActivity(api.db, { wait: true })).toBe(0);
    expect(await eventsAfter(before)).toHaveLength(1);
  });

  it('a change the composer cannot word is still an event (who and what), and reads go on', async () => {
    // A context the composer's event refuses (a role audit_events does not know), as from a bad API version.
    const context = JSON.stringify({
      actor: { userId: 1, name: 'Unknown Role', role: 'intern' },
      action: { key: 'updateFood', label: 'Menu item updated', objectType: 'Menu item', table: 'foods' },
    });
    await api.db.query(
      `INSERT INTO audit_raw_changes (context, table_name, op, row_id, old_row, new_row)
       VALUES ($1, 'foods', 'UPDATE', 1, '{"food_id": 1, "price": 1}', '{"food_id": 1, "price": 2}')`,
      [context],
    );

    const read = await api.call('GET', '/admin/activity/get-events', { token: walk.tokens.superAdmin, query: { size: 1 } });

    expect(read.status).toBe(200);
    expect(read.body.events[0]).toMatchObject({ action: 'updateFood', actor: expect.objectContaining({ name: 'Unknown Role' }) });
    expect(await api.db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
  });

  it('what a rolled-back savepoint changed is not in the event; what committed is', async () => {
    // Rolling back to a savepoint undoes the raw rows written after it as well as the row.
    const db = recordingDatabase(api.db);
    const [category] = await api.db.query<{ id: number; name: string }>(
      'SELECT restaurant_category_id AS id, restaurant_category_name AS name FROM restaurant_categories ORDER BY 1 LIMIT 1',
    );
    const events = await recorded(() =>
      runWithActivity({ operationId: 'updateRestaurantCategory', actor: () => ({ userId: 1, name: 'Test', role: 'admin' }) }, () =>
        db.transaction(async (tx) => {
          await tx.query('UPDATE restaurant_categories SET description = $2 WHERE restaurant_category_id = $1', [
            category.id,
            'Kept through the savepoint',
          ]);
          await tx.query('SAVEPOINT undone');
          await tx.query(`INSERT INTO restaurant_categories (restaurant_category_name) VALUES ('Savepoint Cuisine')`);
          await tx.query('ROLLBACK TO SAVEPOINT undone');
        }),
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'updateRestaurantCategory', object_id: category.id, object_label: category.name });
    expect(events[0].changes).toEqual([expect.objectContaining({ after: 'Kept through the savepoint' })]);
    expect(JSON.stringify(events[0])).not.toContain('Savepoint Cuisine');
    expect(await api.db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
  });

  it('a row changed twice in one call: one event, from its state before the call to its last', async () => {
    // Both changes are raw rows of one transaction: its one event goes from the first's before to the last's after.
    const db = recordingDatabase(api.db);
    const [category] = await api.db.query<{ id: number; description: string | null }>(
      'SELECT restaurant_category_id AS id, description FROM restaurant_categories ORDER BY 1 LIMIT 1',
    );
    const events = await recorded(() =>
      runWithActivity({ operationId: 'updateRestaurantCategory', actor: () => ({ userId: 1, name: 'Test', role: 'admin' }) }, () =>
        db.transaction(async (tx) => {
          await tx.query('UPDATE restaurant_categories SET description = $2 WHERE restaurant_category_id = $1', [category.id, 'Halfway']);
          await tx.query('UPDATE restaurant_categories SET description = $2 WHERE restaurant_category_id = $1', [category.id, 'At last']);
        }),
      ),
    );
    expect(events).toHaveLength(1);
    expect(events[0].changes).toEqual([{ field: 'Description', before: category.description ?? null, after: 'At last' }]);
    expect(await api.db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
  });

  it('an event the API records itself after a row changed is the only one of the call', async () => {
    const db = recordingDatabase(api.db);
    const [category] = await api.db.query<{ id: number }>(
      'SELECT restaurant_category_id AS id FROM restaurant_categories ORDER BY 1 LIMIT 1',
    );
    const actor = { userId: 1, name: 'Test', role: 'admin' as const };
    const events = await recorded(() =>
      runWithActivity({ operationId: 'updateRestaurantCategory', actor: () => actor }, () =>
        db.transaction(async (tx) => {
          await tx.query('UPDATE restaurant_categories SET description = $2 WHERE restaurant_category_id = $1', [category.id, 'Explicit']);
          await recordActivity(tx, { action: 'changePassword', actor, objectType: 'Account', objectLabel: 'Test' });
        }),
      ),
    );
    expect(events.map((event) => event.action)).toEqual(['changePassword']);
  });

  it('a call the API refuses after its first statement (a name already taken) leaves no event', async () => {
    const [taken] = await api.db.query<{ name: string }>(
      'SELECT restaurant_category_name AS name FROM restaurant_categories ORDER BY 1 LIMIT 1',
    );
    const events = await recorded(async () => {
      const response = await api.call('POST', '/admin/restaurant-category/create-restaurant-category', {
        token: walk.tokens.admin,
        body: { restaurantCategoryName: taken.name.toUpperCase() },
      });
      expect(response.status).toBe(409);
    });
    expect(events).toEqual([]);
  });

  it('nothing is recorded outside a write call (the seed, a sweep) and nothing stays raw', async () => {
    await api.db.query(
      `UPDATE restaurant_categories SET description = description WHERE restaurant_category_id = (SELECT min(restaurant_category_id) FROM restaurant_categories)`,
    );
    expect(await api.db.query('SELECT * FROM audit_raw_changes')).toEqual([]);
  });
});
