// A sort key or direction outside a list's set is a 400 that names the choices, on every list that sorts,
// where get-all-restaurants used to fail with a 500 on an order_by it did not check.
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import type { ApiError } from './api-error';
import { readSort } from './sorting';

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});
afterAll(() => api?.close());

const SORTED_LISTS: Array<[path: string, role: ConsoleRole, keys: string]> = [
  ['/admin/restaurant/get-restaurants', 'admin', 'restaurantName, emailAddress'],
  ['/admin/restaurant/get-all-restaurants', 'admin', 'restaurantName, emailAddress'],
  ['/admin/administrator/get-administrators', 'superAdmin', 'fullName, emailAddress, phoneNumber'],
  ['/admin/food-report/get-food-reports', 'admin', 'foodItemName, reportCount, lastReportedAt'],
];

describe('sorting a list', () => {
  it.each(['zzz', 'constructor', '', 'restaurantname'])(
    'refuses order_by=%p with 400 and its keys, on every list at once',
    async (orderBy) => {
      const responses = await Promise.all(
        SORTED_LISTS.map(([path, role]) => api.call('GET', path, { token: tokens[role], query: { order_by: orderBy } })),
      );

      expect(responses.map(({ status, body }) => ({ status, body }))).toEqual(
        SORTED_LISTS.map(([, , keys]) => ({ status: 400, body: { message: `Order By must be one of: ${keys}` } })),
      );
    },
  );

  it.each(['zzz', 'DESC', ''])('refuses order_type=%p with 400 on every list at once', async (orderType) => {
    const responses = await Promise.all(
      SORTED_LISTS.map(([path, role]) => api.call('GET', path, { token: tokens[role], query: { order_type: orderType } })),
    );

    expect(responses.map(({ status, body }) => ({ status, body }))).toEqual(
      SORTED_LISTS.map(() => ({ status: 400, body: { message: 'Order Type must be one of: asc, desc' } })),
    );
  });

  it('sorts the merger list by a key of its set, in either direction', async () => {
    const list = async (order_type: string) => {
      const response = await api.call('GET', '/admin/restaurant/get-all-restaurants', {
        token: tokens.admin,
        query: { order_by: 'restaurantName', order_type, size: 30 },
      });
      expect(response.status).toBe(200);
      return (response.body.restaurants as Array<{ restaurant: { restaurantName: string } }>).map(
        ({ restaurant }) => restaurant.restaurantName,
      );
    };
    const [ascending, descending] = await Promise.all([list('asc'), list('desc')]);

    expect(ascending.length).toBeGreaterThan(1);
    expect(descending[0]).toEqual(expect.any(String));
    expect(descending[0]).not.toBe(ascending[0]);
  });
});

// The reader itself, for a list whose contract does not name the parameters (the contract refuses first where it does).
describe('readSort', () => {
  const keys = ['name', 'email'] as const;
  const refusal = (query: Record<string, unknown>) => {
    try {
      readSort(query, keys, 'name');
    } catch (error) {
      return { statusCode: (error as ApiError).statusCode, message: (error as Error).message };
    }
    return undefined;
  };

  it('reads a key of the set and a direction, the default key ascending when none is asked', () => {
    expect(readSort({}, keys, 'name')).toEqual({ key: 'name', direction: 'ASC' });
    expect(readSort({ order_by: 'email', order_type: 'desc' }, keys, 'name')).toEqual({ key: 'email', direction: 'DESC' });
  });

  it.each([{ order_by: 'toString' }, { order_by: ['name', 'email'] }, { order_by: '' }])('refuses %p', (query) => {
    expect(refusal(query)).toEqual({ statusCode: 400, message: 'Order By must be one of: name, email' });
  });

  it.each([{ order_type: 'up' }, { order_type: ['asc'] }, { order_type: 'DESC' }])('refuses %p', (query) => {
    expect(refusal(query)).toEqual({ statusCode: 400, message: 'Order Type must be one of: asc, desc' });
  });
});
