import nodemailer from 'nodemailer';
import type { Queryable } from '../db/database';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The verification code the text carries, kept apart in the development outbox. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real mail through SMTP (SMTP_URL, for example smtps://user:pass@smtp.example.com). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/** Development mail: stored in the dev_outbox table and read through GET /__dev/outbox. */
export function createDevOutboxMailer(db: Queryable, now: () => Date = () => new Date()): Mailer {
  return {
    async send(message) {
      await db.query('INSERT INTO dev_outbox (to_address, subject, text_body, code, sent_at) VALUES ($1, $2, $3, $4, $5)', [
        message.to,
        message.subject,
        message.text,
        message.code ?? null,
        now(),
      ]);
    },
  };
}

/** How long closing the app waits at most for mails still on their way (buildApi's mailDrainMs when absent). */
export const MAIL_DRAIN_MS = 5000;

/**
 * A mailer whose sends in flight can be waited for: codes are mailed after the answer, so closing the
 * app (SIGTERM) must not drop one that is on its way. A mail server that does not answer holds the
 * close for `maxWaitMs` at most.
 */
export function trackSends(mailer: Mailer, maxWaitMs = MAIL_DRAIN_MS): Mailer & { settled(): Promise<void> } {
  const inFlight = new Set<Promise<void>>();
  return {
    send(message) {
      const sending = mailer.send(message);
      inFlight.add(sending);
      const forget = () => inFlight.delete(sending);
      sending.then(forget, forget);
      return sending;
    },
    async settled() {
      if (inFlight.size === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const givenUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, maxWaitMs)));
      await Promise.race([Promise.allSettled([...inFlight]), givenUp]);
      clearTimeout(timer);
    },
  };
}
