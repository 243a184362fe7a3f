import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';

describe('GET /__dev/outbox', () => {
  let api: TestApi | undefined;

  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  it('lists mail newest first, filtered by address', async () => {
    api = await startTestApi({ devRoutes: true });
    for (const email of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.superAdmin, DEMO_ACCOUNTS.admin]) {
      await api.call('POST', '/auth/forgot-password', { body: { emailAddress: email, userType: 'Administrator' } });
    }

    // The code is mailed after the answer (no SMTP time to tell known addresses apart): wait for all three.
    let all = await api.call('GET', '/__dev/outbox');
    for (const started = Date.now(); all.body.messages.length < 3 && Date.now() - started < 10_000;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      all = await api.call('GET', '/__dev/outbox');
    }
    const forAdmin = await api.call('GET', '/__dev/outbox', { query: { to: ' Admin@Example.com ' } });

    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.messages).toHaveLength(2);
    expect(forAdmin.body.messages.every((message: { to: string }) => message.to === DEMO_ACCOUNTS.admin)).toBe(true);
    expect(Date.parse(forAdmin.body.messages[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(forAdmin.body.messages[1].sentAt));
    expect(all.body.messages.map((message: { to: string }) => message.to)).toEqual([
      DEMO_ACCOUNTS.admin,
      DEMO_ACCOUNTS.superAdmin,
      DEMO_ACCOUNTS.admin,
    ]);
  });

  it('does not exist unless asked for (API_DEV_ROUTES), whatever NODE_ENV says', async () => {
    api = await startTestApi({ devRoutes: false, nodeEnv: 'development' });
    await api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.admin, userType: 'Administrator' } });

    const response = await api.call('GET', '/__dev/outbox', { query: { to: DEMO_ACCOUNTS.admin } });

    expect(response).toMatchObject({ status: 404, body: { message: 'Not found: GET /__dev/outbox' } });
  });
});
