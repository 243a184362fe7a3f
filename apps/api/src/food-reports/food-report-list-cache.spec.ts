import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { expectFreshAnswer, keptAnswer, startSecondApi, type SecondApi } from '../testing/second-api';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * The reported items are kept (list-cache.ts); a report is written straight to the database, as the app
 * writes it, and its closing through a second API that keeps nothing (the truth).
 */
let api: TestApi;
let other: SecondApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  other = await startSecondApi(api, { listCacheBytes: 0 });
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await other?.close();
  await api?.close();
});

const kept = (path: string, token: string) => keptAnswer(api, path, token);
const expectFresh = (path: string, token: string) => expectFreshAnswer(api, other, path, token);

describe('the reported items kept by one API change after a write', () => {
  const REPORTS = '/admin/food-report/get-food-reports?page=1&size=999999';
  let reportedFood: number;

  const cases: Array<[string, string, () => Promise<unknown>]> = [
    [
      'a report filed by an app user (straight to the database)',
      REPORTS,
      async () => {
        reportedFood = (await api.db.query<{ id: number }>('SELECT food_id AS id FROM foods ORDER BY food_id DESC LIMIT 1'))[0].id;
        await api.db.query('INSERT INTO food_reports (food_id, reason) VALUES ($1, $2)', [reportedFood, 'Not on the menu']);
      },
    ],
    [
      'ignoreFoodReport',
      REPORTS,
      async () => other.call('POST', `/admin/food-report/ignore-food/${reportedFood}`, { token: tokens.admin }),
    ],
  ];

  it.each(cases)('%s', async (_name, path, write) => {
    const before = await kept(path, tokens.admin);
    await write();
    expect(await expectFresh(path, tokens.admin)).not.toEqual(before);
  });
});
