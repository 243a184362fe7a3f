import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi } from '../testing/test-api';
import type { MailMessage } from './mailer';

describe('closing the API while a code is being mailed', () => {
  it('waits for the mail that left after the answer, so a SIGTERM drops no code', async () => {
    const delivered: MailMessage[] = [];
    // An SMTP server that takes its time: the answer goes first, the mail after it.
    const slowMailer = {
      send: (message: MailMessage) => new Promise<void>((resolve) => setTimeout(() => resolve(void delivered.push(message)), 300)),
    };
    const api = await startTestApi({ mailer: slowMailer });

    const answer = await api.call('POST', '/auth/forgot-password', {
      body: { emailAddress: DEMO_ACCOUNTS.owner, userType: 'Restaurant' },
    });
    expect(answer.status).toBe(200);
    expect(delivered).toEqual([]);
    await api.close();

    expect(delivered.map((message) => message.to)).toEqual([DEMO_ACCOUNTS.owner]);
  });
});

describe('closing the API while the mail server does not answer', () => {
  it('gives up on the mail after a bounded wait rather than hanging', async () => {
    const api = await startTestApi({ mailer: { send: () => new Promise<void>(() => undefined) } });
    expect(
      (await api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.owner, userType: 'Restaurant' } })).status,
    ).toBe(200);

    const started = Date.now();
    await api.close();

    expect(Date.now() - started).toBeLessThan(8000);
  }, 20_000);
});
