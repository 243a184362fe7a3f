import { composePendingActivity } from '../activity/activity-composer';
import { createDevOutboxMailer, type Mailer, type MailMessage } from '../mail/mailer';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { outboxMessages } from '../testing/dev-outbox-reading';
import { captureLog } from './security-log-capture';

/*
 * Password reset hardening: wrong codes counted per (account, network) with a growing wait, and answers that do not depend on
 * whether the account exists (the mail is not awaited, the new password is hashed for anyone).
 */

const NEW_PASSWORD = 'Fresh#Start9';
const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');

const forgotOn = (api: TestApi, emailAddress: string, userType = 'Administrator', headers?: Record<string, string>) =>
  api.call('POST', '/auth/forgot-password', { body: { emailAddress, userType }, headers });

const resetOn = (api: TestApi, emailAddress: string, resetCode: string, userType = 'Administrator', headers?: Record<string, string>) =>
  api.call('PATCH', '/auth/reset-password', {
    body: { emailAddress, resetCode, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userType },
    headers,
  });

async function lastEventId(): Promise<number> {
  await composePendingActivity(api.db, { wait: true });
  const [{ last }] = await api.db.query<{ last: number }>('SELECT coalesce(max(event_id), 0)::int AS last FROM audit_events');
  return last;
}

/** The trail's actions about the address after event `after`. */
async function actionsAbout(email: string, after: number): Promise<string[]> {
  await composePendingActivity(api.db, { wait: true });
  const rows = await api.db.query<{ action: string }>(
    'SELECT action FROM audit_events WHERE event_id > $1 AND object_label = $2 ORDER BY event_id',
    [after, email],
  );
  return rows.map((row) => row.action);
}

/** The code of the `nth` mail to the address. */
const codeOfMail = async (api: TestApi, emailAddress: string, nth: number): Promise<string> =>
  (await outboxMessages(api, emailAddress, nth))[0].code;

const statusCounts = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

// One API for every test, behind a trusted proxy on 127.0.0.1 (X-Forwarded-For names a test's own
// network): each uses its own addresses, and each network's attempts stay under its hourly 100. Its
// mail goes to the development outbox (where the codes are read), unless a test names the mail server
// that answers its own mail.
let api: TestApi;
let mailServer: Mailer | undefined;
const log = captureLog();

beforeAll(async () => {
  const mailer: Mailer = { send: (message) => (mailServer ?? createDevOutboxMailer(api.db, api.clock.now)).send(message) };
  api = await startTestApi({ mailer, logger: log.logger, trustProxy: ['127.0.0.1'] });
  // Waits of seconds are the subject: they pass only when a test moves the clock.
  api.clock.freeze();
});

afterAll(async () => {
  await api?.close();
});

describe('wrong codes per account and network', () => {
  it('answers 5 of 25 wrong codes from one network at once, the rest wait (429, Retry-After); a fresh code from the mailbox works elsewhere', async () => {
    const email = DEMO_ACCOUNTS.admin;
    const attacker = { 'X-Forwarded-For': '198.51.100.21' };
    expect((await forgotOn(api, email)).status).toBe(200);
    const first = await codeOfMail(api, email, 1);

    const responses = await Promise.all(
      Array.from({ length: 25 }, () => resetOn(api, email, wrongCodeFor(first), 'Administrator', attacker)),
    );

    expect(statusCounts(responses)).toEqual({ 400: 5, 429: 20 });
    const waiting = responses.find((response) => response.status === 429);
    expect(waiting?.body).toEqual({ message: 'Too many wrong verification codes, please try again in 1 second' });
    expect(waiting?.headers.get('retry-after')).toBe('1');
    // The attacker's 5 wrong codes used up the first code; the owner asks for a fresh one and uses it at once.
    expect(await resetOn(api, email, first, 'Administrator', attacker)).toMatchObject({ status: 429 });
    expect((await forgotOn(api, email)).status).toBe(200);
    const fresh = await codeOfMail(api, email, 2);
    expect(await resetOn(api, email, fresh)).toMatchObject({ status: 200, body: { message: 'Password reset successfully' } });
  });

  it('doubles the wait of a network with each later wrong code; a new code asked for from it starts a new allowance', async () => {
    const email = DEMO_ACCOUNTS.superAdmin;
    const from = { 'X-Forwarded-For': '198.51.100.22' };
    expect((await forgotOn(api, email, 'Administrator', from)).status).toBe(200);
    await Promise.all(Array.from({ length: 5 }, () => resetOn(api, email, '000000', 'Administrator', from)));
    api.clock.advance(1000);
    const [checked, refused] = await Promise.all([0, 1].map(() => resetOn(api, email, '000000', 'Administrator', from)));
    expect([checked.status, refused.status].sort()).toEqual([400, 429]);
    expect([checked, refused].find((response) => response.status === 429)?.headers.get('retry-after')).toBe('2');

    expect((await forgotOn(api, email, 'Administrator', from)).status).toBe(200);
    const code = await codeOfMail(api, email, 2);
    expect(await resetOn(api, email, code, 'Administrator', from)).toMatchObject({ status: 200 });
  });

  it('puts one lock event in the trail per wait, and counts refused tries against the network', async () => {
    const email = 'flooded.reset@example.com';
    const from = { 'X-Forwarded-For': '198.51.100.23' };
    const trailBefore = await lastEventId();

    const responses = await Promise.all(Array.from({ length: 120 }, () => resetOn(api, email, '123456', 'Administrator', from)));

    expect(statusCounts(responses)).toEqual({ 400: 5, 429: 115 });
    const messages = responses.filter((response) => response.status === 429).map((response) => response.body.message);
    expect(messages.filter((message) => message === 'Too many attempts from your network, please try again in an hour')).toHaveLength(20);
    const actions = await actionsAbout(email, trailBefore);
    expect(actions.filter((action) => action === 'passwordResetFailed')).toHaveLength(5);
    expect(actions.filter((action) => action === 'passwordResetLockedOut')).toHaveLength(1);
  });

  it('caps an unknown address the same way, so the answer does not reveal accounts', async () => {
    const responses = await Promise.all(Array.from({ length: 7 }, () => resetOn(api, 'nobody.reset@example.com', '123456')));

    expect(statusCounts(responses)).toEqual({ 400: 5, 429: 2 });
  });
});

describe('answers that do not depend on the account', () => {
  afterEach(() => jest.restoreAllMocks());

  describe('whatever the mail server does', () => {
    afterEach(() => {
      mailServer = undefined;
    });

    it('answers a known address without waiting for the mail', async () => {
      let mailed: (message: MailMessage) => void = () => undefined;
      const sent = new Promise<MailMessage>((resolve) => (mailed = resolve));
      // A mail server that accepts the message and answers only once the test is over.
      let answerMail: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answerMail = resolve));
      mailServer = { send: (message) => (mailed(message), answered) };
      try {
        const answer = await Promise.race([
          forgotOn(api, DEMO_ACCOUNTS.superAdmin),
          new Promise((resolve) => setTimeout(() => resolve('the answer waited for the mail'), 5000)),
        ]);

        expect(answer).toMatchObject({ status: 200, body: { message: 'A verification code has been sent to your email' } });
        expect(await sent).toMatchObject({ to: DEMO_ACCOUNTS.superAdmin, code: expect.stringMatching(/^\d{6}$/) });
      } finally {
        answerMail();
      }
    });

    it('logs a mail that fails, and answers as usual', async () => {
      mailServer = { send: async () => Promise.reject(new Error('SMTP refused the message')) };
      const earlierLines = log.lines().length;
      const linesOfThisTest = () => log.lines().slice(earlierLines);

      expect((await forgotOn(api, DEMO_ACCOUNTS.superAdmin)).status).toBe(200);

      for (let attempt = 0; attempt < 50 && !log.text().includes('SMTP refused'); attempt++) await new Promise((r) => setTimeout(r, 20));
      const failure = linesOfThisTest().find((line) => line.msg === 'the verification code could not be sent');
      expect(failure).toMatchObject({ level: 50, err: { message: 'SMTP refused the message' } });
      expect(linesOfThisTest().filter((line) => line.event === 'password.reset-requested')).toHaveLength(1);
    });
  });

  describe('the new password', () => {
    it.each([
      ['an unknown address', 'nobody.hash@example.com', 'Administrator'],
      ['an account of the other console type', DEMO_ACCOUNTS.owner, 'Administrator'],
    ])('is hashed for %s, as for a known one', async (_, emailAddress, userType) => {
      const scrypt = jest.spyOn(nodeCrypto, 'scrypt');

      const response = await resetOn(api, emailAddress, '123456', userType);

      expect(response).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification code' } });
      expect(scrypt.mock.calls.map(([password]) => password)).toContain(NEW_PASSWORD);
    });
  });
});
