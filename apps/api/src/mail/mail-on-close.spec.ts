import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi } from '../testing/test-api';
import { MAIL_DRAIN_MS, trackSends, type MailMessage } from './mailer';

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
    // The bound made short (production waits MAIL_DRAIN_MS): what is checked is that the close ends.
    const mailDrainMs = 200;
    const api = await startTestApi({ mailer: { send: () => new Promise<void>(() => undefined) }, mailDrainMs });
    expect(
      (await api.call('POST', '/auth/forgot-password', { body: { emailAddress: DEMO_ACCOUNTS.owner, userType: 'Restaurant' } })).status,
    ).toBe(200);

    const started = Date.now();
    await api.close();

    expect(Date.now() - started).toBeLessThan(mailDrainMs + 3000);
  }, 20_000);
});

describe('the bound of a production close', () => {
  afterEach(() => jest.useRealTimers());

  it('is MAIL_DRAIN_MS when buildApi is given none', async () => {
    jest.useFakeTimers();
    const mailer = trackSends({ send: () => new Promise<void>(() => undefined) });
    void mailer.send({ to: DEMO_ACCOUNTS.owner, subject: 'Your verification code', text: '' });
    let settled = false;
    void mailer.settled().then(() => (settled = true));

    await jest.advanceTimersByTimeAsync(MAIL_DRAIN_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(MAIL_DRAIN_MS).toBe(5000);
  });
});
