import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';

/*
 * A page of restaurants tells the total whether it is full, short or past the end: the list counts only
 * when the page cannot tell it, or counts a search's matches in the same pass (restaurant-queries.ts).
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

async function page(query: Record<string, string | number>) {
  const response = await api.call('GET', '/admin/restaurant/get-restaurants', { token: tokens.admin, query });
  expect(response.status).toBe(200);
  return response.body as { restaurants: unknown[]; pagination: { totalItems: number; lastPage: number } };
}

describe.each([
  ['every restaurant', {}, `SELECT count(*) AS n FROM restaurants`],
  [
    'a search',
    { keywords: 'EXAMPLE.com' },
    `SELECT count(*) AS n FROM restaurants r LEFT JOIN users u ON u.user_id = r.owner_user_id
      WHERE r.restaurant_name ILIKE '%example.com%' OR u.email_address ILIKE '%example.com%'`,
  ],
])('the total of %s', (_, search: Record<string, string>, countSql) => {
  it('is told by a full page, the short last page and a page past the end', async () => {
    const [{ n }] = await api.db.query<{ n: number }>(countSql);
    // A size that leaves a short last page.
    const size = [4, 3, 5, 7].find((candidate) => n > candidate && n % candidate !== 0) ?? 0;
    expect(size).toBeGreaterThan(0);
    const lastPage = Math.ceil(n / size);

    const full = await page({ ...search, page: 1, size });
    const last = await page({ ...search, page: lastPage, size });
    const beyond = await page({ ...search, page: lastPage + 1, size });

    expect(full.restaurants).toHaveLength(size);
    expect(last.restaurants).toHaveLength(n % size);
    expect(beyond.restaurants).toHaveLength(0);
    for (const answer of [full, last, beyond]) expect(answer.pagination).toMatchObject({ totalItems: n, lastPage });
  });
});
