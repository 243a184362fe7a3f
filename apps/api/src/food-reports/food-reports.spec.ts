import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

interface FoodReport {
  foodId: number;
  foodItemName: string;
  restaurantId: number;
  restaurantName: string;
  reportCount: number;
  lastReportedAt: string;
}

const list = async (query: Record<string, string | number> = {}, token = tokens.admin) => {
  const response = await api.call('GET', '/admin/food-report/get-food-reports', { token, query: { page: 1, size: 999999, ...query } });
  expect(response.status).toBe(200);
  return response.body.food_reports as FoodReport[];
};

describe('GET /admin/food-report/get-food-reports', () => {
  it.each([['superAdmin'], ['admin']] as const)(
    'lists open reports per item, by last report (ascending unless asked), as %s',
    async (role) => {
      const reports = await list({}, tokens[role]);

      const [{ items }] = await api.db.query<{ items: number }>(
        `SELECT count(DISTINCT r.food_id) AS items FROM food_reports r JOIN foods f USING (food_id)
        WHERE r.closed_at IS NULL AND f.removed_from_recommendations_at IS NULL`,
      );
      expect(reports).toHaveLength(items);
      expect(items).toBeGreaterThan(1);
      const times = reports.map((report) => report.lastReportedAt);
      expect(times).toEqual([...times].sort());
    },
  );

  it("names each reported item's restaurant, so the screen can open it", async () => {
    const reports = await list();
    const owners = await api.db.query<{ foodId: number; restaurantId: number; restaurantName: string }>(
      `SELECT f.food_id AS "foodId", f.restaurant_id AS "restaurantId", r.restaurant_name AS "restaurantName"
         FROM foods f JOIN restaurants r USING (restaurant_id) WHERE f.food_id = ANY($1::int[])`,
      [reports.map((report) => report.foodId)],
    );
    const named = (report: FoodReport) => ({
      foodId: report.foodId,
      restaurantId: report.restaurantId,
      restaurantName: report.restaurantName,
    });
    expect(reports.map(named).sort((a, b) => a.foodId - b.foodId)).toEqual(owners.sort((a, b) => a.foodId - b.foodId));
  });

  it('sorts by name or count and searches by name', async () => {
    const byName = (await list({ order_by: 'foodItemName', order_type: 'asc' })).map((report) => report.foodItemName.toLowerCase());
    const byCount = (await list({ order_by: 'reportCount', order_type: 'desc' })).map((report) => report.reportCount);
    const word = byName[0].split(' ')[0];
    const found = await list({ keywords: word.toUpperCase() });

    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(byCount).toEqual([...byCount].sort((a, b) => b - a));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((report) => report.foodItemName.toLowerCase().includes(word))).toBe(true);
  });

  it('pages, and still counts on a page past the end', async () => {
    const all = await list();
    const first = await api.call('GET', '/admin/food-report/get-food-reports', { token: tokens.admin, query: { page: 1, size: 2 } });
    const beyond = await api.call('GET', '/admin/food-report/get-food-reports', { token: tokens.admin, query: { page: 999, size: 2 } });

    expect(first.body.food_reports).toHaveLength(2);
    expect(first.body.pagination).toEqual({ totalItems: all.length, lastPage: Math.ceil(all.length / 2), page: 1, size: 2 });
    expect(beyond.body).toMatchObject({ food_reports: [], pagination: { totalItems: all.length } });
  });

  it('refuses restaurant owners', async () => {
    const response = await api.call('GET', '/admin/food-report/get-food-reports', { token: tokens.restaurant });
    expect(response.status).toBe(403);
  });
});

describe('ignoring and removing reported items', () => {
  it('ignores an item: its reports close, the item stays on the menu', async () => {
    const [report] = await list();

    const response = await api.call('POST', `/admin/food-report/ignore-food/${report.foodId}`, { token: tokens.admin });

    expect(response).toMatchObject({ status: 200, body: { message: 'Food Report Ignored Successfully' } });
    expect((await list()).map((r) => r.foodId)).not.toContain(report.foodId);
    const [food] = await api.db.query<{ hidden: Date | null }>(
      'SELECT removed_from_recommendations_at AS hidden FROM foods WHERE food_id = $1',
      [report.foodId],
    );
    expect(food.hidden).toBeNull();
    const again = await api.call('POST', `/admin/food-report/ignore-food/${report.foodId}`, { token: tokens.admin });
    expect(again).toMatchObject({ status: 404, body: { message: 'This Food Item has no open reports' } });
  });

  it('removes an item from recommendations and closes its reports', async () => {
    const [report] = await list();

    const response = await api.call('DELETE', `/admin/food-report/remove-food/${report.foodId}`, { token: tokens.superAdmin });

    expect(response).toMatchObject({ status: 200, body: { message: 'Food removed Successfully' } });
    expect((await list()).map((r) => r.foodId)).not.toContain(report.foodId);
    const [food] = await api.db.query<{ hidden: Date | null }>(
      'SELECT removed_from_recommendations_at AS hidden FROM foods WHERE food_id = $1',
      [report.foodId],
    );
    expect(food.hidden).toBeInstanceOf(Date);
    const closed = await api.db.query<{ closedAs: string }>(
      'SELECT DISTINCT closed_as AS "closedAs" FROM food_reports WHERE food_id = $1 AND closed_at IS NOT NULL',
      [report.foodId],
    );
    expect(closed.map((row) => row.closedAs)).toContain('Removed');
  });

  it('answers 404 for an unknown item', async () => {
    const remove = await api.call('DELETE', '/admin/food-report/remove-food/99999999', { token: tokens.admin });
    const ignore = await api.call('POST', '/admin/food-report/ignore-food/99999999', { token: tokens.admin });
    expect(remove).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
    expect(ignore).toMatchObject({ status: 404, body: { message: 'Food Item not found' } });
  });
});
