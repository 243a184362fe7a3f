import { createDevOutboxMailer, type Mailer, type MailMessage } from '../mail/mailer';
import { DEMO_ACCOUNTS } from '../seed/demo-plan';
import { startTestApi, type TestApi } from '../testing/test-api';
import { outboxMessages } from './dev-outbox-reading';
import { captureLog } from './security-log-capture';

/*
 * Password reset hardening: the daily cap on wrong codes per account, and answers that do not depend on
 * whether the account exists (the mail is not awaited, the new password is hashed for anyone).
 */

const NEW_PASSWORD = 'Fresh#Start9';
const DAY = 24 * 60 * 60_000;
const nodeCrypto = jest.requireActual<typeof import('node:crypto')>('node:crypto');

const forgotOn = (api: TestApi, emailAddress: string, userType = 'Administrator') =>
  api.call('POST', '/auth/forgot-password', { body: { emailAddress, userType } });

const resetOn = (api: TestApi, emailAddress: string, resetCode: string, userType = 'Administrator') =>
  api.call('PATCH', '/auth/reset-password', {
    body: { emailAddress, resetCode, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, userType },
  });

/** The code of the `nth` mail to the address. */
const codeOfMail = async (api: TestApi, emailAddress: string, nth: number): Promise<string> =>
  (await outboxMessages(api, emailAddress, nth))[0].code;

const statusCounts = (responses: Array<{ status: number }>) =>
  responses.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

const wrongCodeFor = (code: string) => (code === '000000' ? '000001' : '000000');

// One API for every test: each uses its own addresses, and the client address's attempts stay far under
// its hourly 100. Its mail goes to the development outbox (where the codes are read), unless a test
// names the mail server that answers its own mail.
let api: TestApi;
let mailServer: Mailer | undefined;
const log = captureLog();

beforeAll(async () => {
  const mailer: Mailer = { send: (message) => (mailServer ?? createDevOutboxMailer(api.db, api.clock.now)).send(message) };
  api = await startTestApi({ mailer, logger: log.logger });
});

afterAll(async () => {
  await api?.close();
});

describe('wrong codes per account and day', () => {
  it('answers at most 20 wrong codes of 25 at once, then refuses even the right code until the day is over', async () => {
    const email = DEMO_ACCOUNTS.admin;
    expect((await forgotOn(api, email)).status).toBe(200);
    const first = await codeOfMail(api, email, 1);

    const responses = await Promise.all(Array.from({ length: 25 }, () => resetOn(api, email, wrongCodeFor(first))));

    expect(statusCounts(responses)).toEqual({ 400: 20, 429: 5 });
    expect(responses.find((response) => response.status === 429)?.body).toEqual({
      message: 'Too many wrong verification codes, please try again in 24 hours',
    });
    expect((await forgotOn(api, email)).status).toBe(200);
    const second = await codeOfMail(api, email, 2);
    expect(await resetOn(api, email, second)).toMatchObject({ status: 429 });

    api.clock.advance(DAY + 1000);
    expect((await forgotOn(api, email)).status).toBe(200);
    const third = await codeOfMail(api, email, 3);
    expect(await resetOn(api, email, third)).toMatchObject({ status: 200, body: { message: 'Password reset successfully' } });
  });

  it('caps an unknown address the same way, so the answer does not reveal accounts', async () => {
    const responses = await Promise.all(Array.from({ length: 21 }, () => resetOn(api, 'nobody.reset@example.com', '123456')));

    expect(statusCounts(responses)).toEqual({ 400: 20, 429: 1 });
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
