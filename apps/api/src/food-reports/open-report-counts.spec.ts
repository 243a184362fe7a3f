import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * An item's open reports are counted as they are written (foods.open_report_count and last_reported_at,
 * migration 006) and shown by get-food-reports. After each kind of write they must equal a fresh count.
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

/** Items whose kept report count or last report differs from their open reports (none, when right). */
async function wrongReportCounts(): Promise<unknown[]> {
  return api.db.query(
    `SELECT f.food_id FROM foods f
       LEFT JOIN (SELECT food_id, count(*) AS n, max(reported_at) AS last FROM food_reports WHERE closed_at IS NULL GROUP BY food_id) s
         ON s.food_id = f.food_id
      WHERE f.open_report_count <> coalesce(s.n, 0) OR f.last_reported_at IS DISTINCT FROM s.last`,
  );
}

describe('open reports per item', () => {
  async function reportOf(foodId: number) {
    const response = await api.call('GET', '/admin/food-report/get-food-reports', {
      token: tokens.admin,
      query: { page: 1, size: 999999 },
    });
    return (response.body.food_reports as Array<{ foodId: number; reportCount: number; lastReportedAt: string }>).find(
      (report) => report.foodId === foodId,
    );
  }

  async function unreportedFood(): Promise<number> {
    const [{ id }] = await api.db.query<{ id: number }>(
      `SELECT food_id AS id FROM foods WHERE open_report_count = 0 AND removed_from_recommendations_at IS NULL ORDER BY food_id DESC LIMIT 1`,
    );
    return id;
  }

  it('start equal to the open reports of every item', async () => {
    expect(await wrongReportCounts()).toEqual([]);
  });

  it('count reports as app users send them, in one statement or several, with the latest time', async () => {
    const foodId = await unreportedFood();
    await api.db.query(`INSERT INTO food_reports (food_id, reason, reported_at) VALUES ($1, 'a', '2026-01-02T10:00:00Z')`, [foodId]);
    await api.db.query(
      `INSERT INTO food_reports (food_id, reason, reported_at) VALUES ($1, 'b', '2026-01-05T10:00:00Z'), ($1, 'c', '2026-01-03T10:00:00Z')`,
      [foodId],
    );

    expect(await reportOf(foodId)).toMatchObject({ reportCount: 3, lastReportedAt: '2026-01-05T10:00:00.000Z' });
    expect(await wrongReportCounts()).toEqual([]);
  });

  it('drop an item whose reports are ignored, and count it again when reported anew', async () => {
    const foodId = await unreportedFood();
    await api.db.query(
      `INSERT INTO food_reports (food_id, reported_at) VALUES ($1, '2026-02-01T00:00:00Z'), ($1, '2026-02-02T00:00:00Z')`,
      [foodId],
    );
    const ignored = await api.call('POST', `/admin/food-report/ignore-food/${foodId}`, { token: tokens.admin });
    expect(ignored.status).toBe(200);
    expect(await reportOf(foodId)).toBeUndefined();

    await api.db.query(`INSERT INTO food_reports (food_id, reported_at) VALUES ($1, '2026-02-03T00:00:00Z')`, [foodId]);
    expect(await reportOf(foodId)).toMatchObject({ reportCount: 1, lastReportedAt: '2026-02-03T00:00:00.000Z' });
    expect(await wrongReportCounts()).toEqual([]);
  });

  it('stay right when reports are deleted, one of several or with their item', async () => {
    const foodId = await unreportedFood();
    const ids = await api.db.query<{ id: number }>(
      `INSERT INTO food_reports (food_id, reported_at) VALUES ($1, '2026-03-01T00:00:00Z'), ($1, '2026-03-09T00:00:00Z')
       RETURNING food_report_id AS id`,
      [foodId],
    );
    await api.db.query(`DELETE FROM food_reports WHERE food_report_id = $1`, [ids[1].id]);
    expect(await reportOf(foodId)).toMatchObject({ reportCount: 1, lastReportedAt: '2026-03-01T00:00:00.000Z' });

    await api.db.query('DELETE FROM foods WHERE food_id = $1', [foodId]);
    expect(await reportOf(foodId)).toBeUndefined();
    expect(await wrongReportCounts()).toEqual([]);
  });
});
