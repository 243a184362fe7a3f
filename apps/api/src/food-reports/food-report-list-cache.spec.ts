import { keptListApis } from '../testing/kept-list-apis';

/*
 * The reported items are kept (list-cache.ts); a report is written straight to the database, as the app
 * writes it, and its closing through a second API that keeps nothing (the truth).
 */
const apis = keptListApis();
const { kept, expectFresh } = apis;

describe('the reported items kept by one API change after a write', () => {
  const REPORTS = '/admin/food-report/get-food-reports?page=1&size=999999';
  let reportedFood: number;

  const cases: Array<[string, string, () => Promise<unknown>]> = [
    [
      'a report filed by an app user (straight to the database)',
      REPORTS,
      async () => {
        reportedFood = (await apis.api.db.query<{ id: number }>('SELECT food_id AS id FROM foods ORDER BY food_id DESC LIMIT 1'))[0].id;
        await apis.api.db.query('INSERT INTO food_reports (food_id, reason) VALUES ($1, $2)', [reportedFood, 'Not on the menu']);
      },
    ],
    [
      'ignoreFoodReport',
      REPORTS,
      async () => apis.other.call('POST', `/admin/food-report/ignore-food/${reportedFood}`, { token: apis.tokens.admin }),
    ],
  ];

  it.each(cases)('%s', async (_name, path, write) => {
    const before = await kept(path, apis.tokens.admin);
    await write();
    expect(await expectFresh(path, apis.tokens.admin)).not.toEqual(before);
  });
});
