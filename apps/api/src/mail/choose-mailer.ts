import type { FastifyBaseLogger } from 'fastify';
import type { ApiEnvironment } from '../config';
import type { Queryable } from '../db/database';
import { createDevOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

/**
 * SMTP when SMTP_URL is set; else the development outbox when API_DEV_ROUTES makes it readable; else no
 * mail at all (production reaches this only with API_MAIL_DISABLED=1, config.ts refuses it otherwise).
 */
export function chooseMailer(
  env: Pick<ApiEnvironment, 'smtpUrl' | 'mailFrom' | 'devRoutes'>,
  db: Queryable,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Mailer {
  if (env.smtpUrl) return createSmtpMailer(env.smtpUrl, env.mailFrom);
  if (env.devRoutes) return createDevOutboxMailer(db);
  return {
    async send(message) {
      // Who and what, never the text: it may carry a code.
      log.warn({ event: 'mail.not-sent', to: message.to, subject: message.subject }, 'no mail transport: the message was not sent');
    },
  };
}

/** The start-up warnings about mail, said once per start. */
export function mailWarning(env: Pick<ApiEnvironment, 'smtpUrl' | 'devRoutes'>): string | undefined {
  if (env.smtpUrl) return undefined;
  if (env.devRoutes) return 'SMTP_URL is not set: verification codes go to GET /__dev/outbox (API_DEV_ROUTES)';
  return 'SMTP_URL is not set: no mail is sent, so password-reset codes reach nobody';
}
