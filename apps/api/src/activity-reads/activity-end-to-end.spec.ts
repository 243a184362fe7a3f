import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { demoPeople, type DemoPeople } from '../testing/activity-test-events';

/* Changes made through the API (recorded by activity/) read back by the right roles only. */
let api: TestApi;
let tokens: Record<ConsoleRole, string>;
let people: DemoPeople;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  people = await demoPeople(api.db);
});

afterAll(async () => {
  await api?.close();
});

const changeStatus = (restaurantId: number, status: 'Approved' | 'Suspended') =>
  api.call('PATCH', `/admin/restaurant/change-status/${restaurantId}`, {
    token: tokens.admin,
    body: { account_status: status, restaurant_id: restaurantId },
  });

type Listed = { eventId: number; action: string; actionLabel: string; security: boolean; restaurant: { restaurantId: number } | null };

it("an admin's suspension and restoring of a restaurant and a failed sign-in: each role reads exactly its part", async () => {
  const started = new Date(api.clock.now().getTime() - 1000).toISOString();
  expect((await changeStatus(people.ownRestaurantId, 'Suspended')).status).toBe(200);
  expect((await changeStatus(people.ownRestaurantId, 'Approved')).status).toBe(200);
  expect((await changeStatus(people.otherRestaurantId, 'Suspended')).status).toBe(200);
  const failed = await api.call('POST', '/auth/login', {
    body: { emailAddress: DEMO_ACCOUNTS.owner, password: 'not the password', userType: 'Restaurant' },
  });
  expect(failed.status).toBe(401);

  const read = async (token: string, url: string) => {
    const response = await api.call('GET', url, { token, query: { from: started, size: 100 } });
    expect(response.status).toBe(200);
    return response.body.events as Listed[];
  };
  const superAdmin = await read(tokens.superAdmin, '/admin/activity/get-events');
  const admin = await read(tokens.admin, '/admin/activity/get-events');
  const owner = await read(await api.login(DEMO_ACCOUNTS.owner, 'Restaurant'), '/restaurant/activity/get-my-events');

  const words = (events: Listed[]) => events.map((event) => `${event.actionLabel} (${event.restaurant?.restaurantId ?? '-'})`);
  const own = people.ownRestaurantId;
  const other = people.otherRestaurantId;
  expect(words(superAdmin)).toEqual(
    expect.arrayContaining([
      `Restaurant suspended (${other})`,
      `Restaurant access restored (${own})`,
      `Restaurant suspended (${own})`,
      expect.stringMatching(/^Sign-in failed/),
    ]),
  );
  expect(words(admin)).toEqual(
    expect.arrayContaining([`Restaurant suspended (${other})`, `Restaurant access restored (${own})`, `Restaurant suspended (${own})`]),
  );
  expect(admin.some((event) => event.security)).toBe(false);
  expect(words(owner)).toEqual([`Restaurant access restored (${own})`, `Restaurant suspended (${own})`]);

  const suspended = owner[1];
  const detail = await api.call('GET', `/restaurant/activity/get-my-event/${suspended.eventId}`, {
    token: await api.login(DEMO_ACCOUNTS.owner, 'Restaurant'),
  });
  expect(detail.status).toBe(200);
  expect(detail.body).toMatchObject({
    actor: { name: expect.any(String), role: 'admin' },
    object: { type: 'Restaurant', id: own },
  });
  // In the words of the Restaurants list's badge (one word for one state), in the popup and in the file.
  expect(detail.body.changes).toEqual([{ field: 'Status', before: 'Active', after: 'Suspended' }]);
  const file = await fetch(`${api.baseUrl}/admin/activity/export-events?from=${encodeURIComponent(started)}`, {
    headers: { authorization: `Bearer ${tokens.admin}` },
  });
  const lines = (await file.text()).split('\r\n');
  expect(lines.filter((line) => line.includes('Restaurant access restored'))).toEqual([
    expect.stringContaining('Status: Suspended → Active'),
  ]);
  expect(lines.some((line) => line.includes('Approved'))).toBe(false);
  const signInFailure = superAdmin.find((event) => event.security);
  expect(signInFailure).toBeDefined();
  expect((await api.call('GET', `/admin/activity/get-event/${signInFailure!.eventId}`, { token: tokens.admin })).status).toBe(404);
  expect((await api.call('GET', `/admin/activity/get-event/${signInFailure!.eventId}`, { token: tokens.superAdmin })).status).toBe(200);
});
