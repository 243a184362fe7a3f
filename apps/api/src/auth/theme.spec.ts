import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

interface Me {
  user: { userId: number; userSettings: { theme: string } };
}

const themeOf = async (token: string) => (await api.call<Me>('GET', '/auth/me', { token })).body.user.userSettings.theme;
const changeTheme = (token: string | undefined, theme: unknown) => api.call('PATCH', '/auth/change-theme', { token, body: { theme } });

describe('PATCH /auth/change-theme', () => {
  it("keeps the person's theme for their next sessions, and says so in every User", async () => {
    const first = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    expect(await themeOf(first)).toBe('system');

    const response = await changeTheme(first, 'dark');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Theme saved' });
    expect(await themeOf(first)).toBe('dark');

    // A new session (another browser, or after logout cleared this one) starts dark.
    await api.call('DELETE', '/auth/logout', { token: first });
    const second = await api.login(DEMO_ACCOUNTS.owner, 'Restaurant');
    expect(await themeOf(second)).toBe('dark');

    // Another person's theme is theirs.
    const admin = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
    expect(await themeOf(admin)).toBe('system');
  });

  it('refuses a theme it does not know and anyone not signed in, changing nothing', async () => {
    const token = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
    const unknown = await changeTheme(token, 'purple');
    expect(unknown.status).toBe(400);
    expect(typeof (unknown.body as { message?: unknown }).message).toBe('string');
    expect((await changeTheme(undefined, 'light')).status).toBe(401);
    expect(await themeOf(token)).toBe('system');
  });

  it('records the change in the trail with its before and after, never as a security event', async () => {
    const token = await api.login(DEMO_ACCOUNTS.admin, 'Administrator');
    await changeTheme(token, 'light');
    const superAdmin = await api.login(DEMO_ACCOUNTS.superAdmin, 'Administrator');
    const list = await api.call<{ events: Array<{ eventId: number; security: boolean }> }>('GET', '/admin/activity/get-events', {
      token: superAdmin,
      query: { action: 'changeTheme' },
    });
    expect(list.status).toBe(200);
    const [newest] = list.body.events;
    const event = await api.call<{ actionLabel: string; changes: unknown }>('GET', `/admin/activity/get-event/${newest.eventId}`, {
      token: superAdmin,
    });
    expect(event.body).toMatchObject({ actionLabel: 'Theme changed', security: false });
    expect(event.body.changes).toEqual([{ field: 'Theme', before: 'system', after: 'light' }]);
  });
});
