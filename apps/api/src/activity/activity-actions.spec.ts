import { signInEveryRole, type ConsoleRole } from '../testing/role-tokens';
import { startTestApi, type TestApi } from '../testing/test-api';
import { ACTIVITY_ACTIONS, activityActionLabel } from './activity-actions';

// getActivityActions: the kinds of event each role may read, in product words (the "What" filter).

let api: TestApi;
let tokens: Record<ConsoleRole, string>;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
});

afterAll(async () => {
  await api?.close();
});

type Action = { key: string; label: string; security: boolean };
const actionsOf = async (role: ConsoleRole): Promise<Action[]> => {
  const response = await api.call('GET', '/admin/activity/get-actions', { token: tokens[role] });
  expect(response.status).toBe(200);
  return response.body.actions;
};
const keys = (actions: Action[]) => actions.map((action) => action.key);

describe('GET /admin/activity/get-actions', () => {
  it('gives a super admin every kind of event, security events included', async () => {
    const actions = await actionsOf('superAdmin');
    expect(keys(actions)).toEqual(ACTIVITY_ACTIONS.map((action) => action.key));
    expect(actions).toContainEqual({ key: 'signInFailed', label: 'Sign-in failed', security: true });
    expect(actions).toContainEqual({ key: 'createAdministrator', label: 'Administrator added', security: true });
    expect(actions).toContainEqual({ key: 'updateFood', label: 'Menu item updated', security: false });
  });

  it('gives an admin no security events and nothing about administrator accounts', async () => {
    const actions = await actionsOf('admin');
    expect(actions.filter((action) => action.security)).toEqual([]);
    expect(keys(actions)).not.toContain('createAdministrator');
    expect(keys(actions)).not.toContain('deleteAdministrator');
    expect(keys(actions)).toEqual(
      expect.arrayContaining(['changeRestaurantStatus', 'sendNotification', 'importRestaurantsFromCsv', 'adminUpdateFood']),
    );
  });

  it('gives an owner only what can be about their restaurant', async () => {
    const actions = await actionsOf('restaurant');
    expect(keys(actions)).toEqual(
      expect.arrayContaining([
        'changeRestaurantStatus',
        'bulkChangeRestaurantStatus',
        'updateFood',
        'adminUpdateFood',
        'createDeal',
        'removeReportedFood',
      ]),
    );
    for (const key of [
      'login',
      'signInFailed',
      'createAdministrator',
      'sendNotification',
      'createRestaurantCategory',
      'importRestaurantsFromCsv',
    ]) {
      expect(keys(actions)).not.toContain(key);
    }
  });

  it("gives two kinds the same words only when they are an owner's call and its administrator's twin", async () => {
    const actions = await actionsOf('superAdmin');
    const byLabel = new Map<string, string[]>();
    for (const action of actions) byLabel.set(action.label, [...(byLabel.get(action.label) ?? []), action.key]);
    const shared = [...byLabel.values()].filter((group) => group.length > 1);
    for (const group of shared) {
      const [owners, administrators] = [group.filter((key) => !/^admin[A-Z]/.test(key)), group.filter((key) => /^admin[A-Z]/.test(key))];
      expect(administrators.map((key) => key.replace(/^admin(.)/, (_, first: string) => first.toLowerCase()))).toEqual(owners);
    }
    expect(actions).toContainEqual({ key: 'ignoreFoodReport', label: 'Reported item ignored', security: false });
    expect(actions).toContainEqual({ key: 'bulkIgnoreFoodReports', label: 'Reported items ignored', security: false });
  });

  it('refuses a caller without a token', async () => {
    const response = await api.call('GET', '/admin/activity/get-actions');
    expect(response.status).toBe(401);
  });
});

describe("an event's words", () => {
  it('say what a status change did', () => {
    expect(activityActionLabel('changeRestaurantStatus', [{ field: 'Status', before: 'Approved', after: 'Suspended' }])).toBe(
      'Restaurant suspended',
    );
    expect(activityActionLabel('changeRestaurantStatus', [{ field: 'Status', before: 'Suspended', after: 'Approved' }])).toBe(
      'Restaurant access restored',
    );
    expect(activityActionLabel('adminChangeDealStatus', [{ field: 'Active', before: true, after: false }])).toBe('Deal deactivated');
    expect(activityActionLabel('updateFood', [{ field: 'Price', before: 1, after: 2 }])).toBe('Menu item updated');
  });
});
