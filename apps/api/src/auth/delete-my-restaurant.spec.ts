import type { Database, Queryable } from '../db/database';
import { DEMO_PASSWORD } from '../seed/demo-catalog';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * An owner deleting their own restaurant (deleteMyRestaurant, and deleteAccount, the same operation): one
 * transaction removes the restaurant with its locations, images, menu categories and items, deals and food
 * reports, and the owner's account with its sessions. A failure halfway leaves everything as it was.
 */

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

interface Owner {
  email: string;
  userId: number;
  restaurantId: number;
}

/** Seeded owners (not the demo one) whose restaurants have locations, images, menu items and deals, most first. */
async function ownersWithEverything(): Promise<Owner[]> {
  return api.db.query<Owner>(
    `SELECT u.email_address AS email, u.user_id AS "userId", r.restaurant_id AS "restaurantId"
       FROM restaurants r JOIN users u ON u.user_id = r.owner_user_id
      WHERE r.account_status = 'Approved' AND u.email_address <> $1 AND NOT u.need_to_change_password
        AND EXISTS (SELECT 1 FROM addresses a WHERE a.restaurant_id = r.restaurant_id)
        AND EXISTS (SELECT 1 FROM food_categories c WHERE c.restaurant_id = r.restaurant_id)
        AND EXISTS (SELECT 1 FROM foods f WHERE f.restaurant_id = r.restaurant_id)
        AND EXISTS (SELECT 1 FROM deals d JOIN deal_foods df USING (deal_id) WHERE d.restaurant_id = r.restaurant_id)
      ORDER BY r.restaurant_id`,
    [DEMO_ACCOUNTS.owner],
  );
}

/** Makes sure the restaurant has images of both kinds and an open food report, so that their deletion shows. */
async function fillGaps(owner: Owner): Promise<void> {
  const [address] = await api.db.query<{ id: number }>('SELECT address_id AS id FROM addresses WHERE restaurant_id = $1 LIMIT 1', [
    owner.restaurantId,
  ]);
  await api.db.query(
    `INSERT INTO images (restaurant_id, address_id, image_file_url) VALUES ($1, NULL, 'data:image/png;base64,AA=='), ($1, $2, 'data:image/png;base64,AA==')`,
    [owner.restaurantId, address.id],
  );
  const [customer] = await api.db.query<{ id: number }>('SELECT user_id AS id FROM users WHERE email_address = $1', [
    DEMO_ACCOUNTS.customer,
  ]);
  await api.db.query(
    `INSERT INTO food_reports (food_id, reporter_user_id, reason)
     SELECT food_id, $2, 'Not on the menu any more' FROM foods WHERE restaurant_id = $1 LIMIT 1`,
    [owner.restaurantId, customer.id],
  );
}

/** Everything the owner's restaurant account holds, row for row. */
async function holdings(owner: Owner) {
  const [row] = await api.db.query(
    `SELECT (SELECT count(*) FROM restaurants WHERE restaurant_id = $1) AS restaurants,
            (SELECT count(*) FROM restaurant_category_links WHERE restaurant_id = $1) AS "categoryLinks",
            (SELECT count(*) FROM addresses WHERE restaurant_id = $1) AS addresses,
            (SELECT count(*) FROM images WHERE restaurant_id = $1 AND address_id IS NULL) AS "companyWideImages",
            (SELECT count(*) FROM images WHERE restaurant_id = $1 AND address_id IS NOT NULL) AS "locationImages",
            (SELECT count(*) FROM food_categories WHERE restaurant_id = $1) AS "foodCategories",
            (SELECT count(*) FROM foods WHERE restaurant_id = $1) AS foods,
            (SELECT count(*) FROM food_reports r JOIN foods f USING (food_id) WHERE f.restaurant_id = $1) AS "foodReports",
            (SELECT count(*) FROM deals WHERE restaurant_id = $1) AS deals,
            (SELECT count(*) FROM deal_foods df JOIN deals d USING (deal_id) WHERE d.restaurant_id = $1) AS "dealFoods",
            (SELECT count(*) FROM users WHERE user_id = $2) AS users,
            (SELECT count(*) FROM sessions WHERE user_id = $2) AS sessions`,
    [owner.restaurantId, owner.userId],
  );
  return row as Record<string, number>;
}

/** The rows of every other restaurant, to show a delete touched only the owner's. */
async function everythingElse(owner: Owner) {
  const [row] = await api.db.query(
    `SELECT (SELECT count(*) FROM restaurants WHERE restaurant_id <> $1) AS restaurants,
            (SELECT count(*) FROM addresses WHERE restaurant_id <> $1) AS addresses,
            (SELECT count(*) FROM images WHERE restaurant_id <> $1) AS images,
            (SELECT count(*) FROM foods WHERE restaurant_id <> $1) AS foods,
            (SELECT count(*) FROM deals WHERE restaurant_id <> $1) AS deals,
            (SELECT count(*) FROM users WHERE user_id <> $2) AS users`,
    [owner.restaurantId, owner.userId],
  );
  return row;
}

/**
 * Wraps the database so that the next transaction fails at its second statement, after the first has
 * run; the wrapper removes itself. Answers how many statements that transaction had run when it failed.
 */
function failNextTransactionAtSecondStatement(db: Database): { restore: () => void; statementsRun: () => number } {
  const original = db.transaction;
  let statements = 0;
  const restore = () => {
    db.transaction = original;
  };
  db.transaction = <T>(fn: (tx: Queryable) => Promise<T>): Promise<T> => {
    restore();
    return original.call(db, (tx: Queryable) =>
      fn({
        async query<R>(sql: string, params?: readonly unknown[]): Promise<R[]> {
          statements += 1;
          if (statements === 2) throw new Error('injected failure: the second statement of the transaction');
          return tx.query<R>(sql, params);
        },
      }),
    ) as Promise<T>;
  };
  return { restore, statementsRun: () => statements };
}

const login = (emailAddress: string) =>
  api.call('POST', '/auth/login', { body: { emailAddress, password: DEMO_PASSWORD, userType: 'Restaurant' } });

describe('DELETE /restaurant/delete-my-restaurant', () => {
  it('leaves everything as it was when the transaction fails halfway', async () => {
    const [owner] = await ownersWithEverything();
    await fillGaps(owner);
    const token = await api.login(owner.email, 'Restaurant');
    const before = await holdings(owner);
    const others = await everythingElse(owner);
    for (const [what, count] of Object.entries(before)) expect([what, count > 0]).toEqual([what, true]);

    const injected = failNextTransactionAtSecondStatement(api.db);
    let response;
    try {
      response = await api.call('DELETE', '/restaurant/delete-my-restaurant', { token });
    } finally {
      injected.restore();
    }

    expect(injected.statementsRun()).toBe(2);
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: expect.any(String) });
    expect(await holdings(owner)).toEqual(before);
    expect(await everythingElse(owner)).toEqual(others);
    // The token still works, and the owner can still sign in and read their restaurant.
    expect(await api.call('GET', '/auth/me', { token })).toMatchObject({ status: 200, body: { user: { userId: owner.userId } } });
    const details = await api.call('GET', '/restaurant/get-my-restaurant-details', { token });
    expect(details).toMatchObject({ status: 200, body: { restaurant: { restaurantId: owner.restaurantId } } });
    expect((await login(owner.email)).status).toBe(200);
  });

  it("deletes the owner's restaurant, everything in it and the account; the token is refused afterwards", async () => {
    const [, owner] = await ownersWithEverything();
    await fillGaps(owner);
    const token = await api.login(owner.email, 'Restaurant');
    const secondSession = await api.login(owner.email, 'Restaurant');
    const others = await everythingElse(owner);

    const response = await api.call('DELETE', '/restaurant/delete-my-restaurant', { token });

    expect(response).toMatchObject({ status: 200, body: { message: 'Restaurant deleted successfully' } });
    const after = await holdings(owner);
    expect(Object.entries(after).filter(([, count]) => count !== 0)).toEqual([]);
    expect(await everythingElse(owner)).toEqual(others);
    for (const used of [token, secondSession]) {
      expect(await api.call('GET', '/auth/me', { token: used })).toMatchObject({ status: 401 });
      expect(await api.call('GET', '/restaurant/get-my-restaurant-details', { token: used })).toMatchObject({ status: 401 });
      expect(await api.call('DELETE', '/restaurant/delete-my-restaurant', { token: used })).toMatchObject({ status: 401 });
    }
    expect((await login(owner.email)).status).toBe(401);
    const admin = await api.call('GET', `/admin/restaurant/get-restaurant-details/${owner.restaurantId}`, { token: tokens.admin });
    expect(admin).toMatchObject({ status: 404, body: { message: 'Restaurant not found' } });
  });

  it.each([['superAdmin'], ['admin']] as const)('is refused to %s with 403', async (role) => {
    const [{ n: before }] = await api.db.query<{ n: number }>('SELECT count(*) AS n FROM restaurants');
    const response = await api.call('DELETE', '/restaurant/delete-my-restaurant', { token: tokens[role] });
    expect(response).toMatchObject({ status: 403, body: { message: 'You do not have permission to do this' } });
    expect(await api.db.query('SELECT count(*) AS n FROM restaurants')).toEqual([{ n: before }]);
  });

  it('needs a token', async () => {
    const response = await api.call('DELETE', '/restaurant/delete-my-restaurant');
    expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});

describe('DELETE /auth/delete-account', () => {
  it('is the same operation for an owner, and as safe when it fails halfway', async () => {
    const [, , owner] = await ownersWithEverything();
    const token = await api.login(owner.email, 'Restaurant');
    const before = await holdings(owner);

    const injected = failNextTransactionAtSecondStatement(api.db);
    let failed;
    try {
      failed = await api.call('DELETE', '/auth/delete-account', { token });
    } finally {
      injected.restore();
    }
    expect(failed.status).toBe(500);
    expect(await holdings(owner)).toEqual(before);

    const deleted = await api.call('DELETE', '/auth/delete-account', { token });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Restaurant deleted successfully' } });
    expect(Object.values(await holdings(owner)).every((count) => count === 0)).toBe(true);
    expect((await api.call('GET', '/auth/me', { token })).status).toBe(401);
  });
});
