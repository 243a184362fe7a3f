import fastifyPlugin from 'fastify-plugin';
import { recordingDatabase } from './activity/recording-database';
import type { PasswordCost } from './auth/password-hash';
import { DEFAULT_SESSION_IDLE_SECONDS, DEFAULT_TOKEN_TTL_SECONDS, registerTokens, type TokenSigner } from './auth/tokens';
import type { Database } from './db/database';
import type { IfMatchPolicy } from './http/if-match';
import type { ImageStore } from './images/image-store';
import { createInlineImageStore } from './images/inline-image-store';
import { createDevOutboxMailer, trackSends, type Mailer } from './mail/mailer';
import { environmentManifest as manifestOf } from './releases/environment-manifest';
import type { ScheduledWorkOnHost } from './scheduled-work/scheduled-work-handlers';

/** How long a token lives and how long its session may go unused. */
export interface SessionLifetimes {
  tokenTtlSeconds: number;
  sessionIdleSeconds: number;
}

declare module 'fastify' {
  /** What the domains are given: a domain plugin names the ones it reads in its `decorators.fastify`. */
  interface FastifyInstance {
    /** The database, every write call recorded in the audit trail (activity/recording-database.ts). */
    db: Database;
    now: () => Date;
    imageStore: ImageStore;
    mailer: Mailer;
    tokenSigner: TokenSigner;
    /** Signs tokens; also keys the HMACs of reset codes, activity cursors, page tokens and reporters. */
    tokenSecret: string;
    sessionLifetimes: SessionLifetimes;
    passwordCost: PasswordCost | undefined;
    ifMatchPolicy: IfMatchPolicy;
    environmentManifest: object;
    scheduledWorkOnHost: ScheduledWorkOnHost | undefined;
  }
}

/** The fields of buildApi's options these services are made from (documented there). */
export interface ConsoleServicesOptions {
  db: Database;
  recordActivity?: boolean;
  now?: () => Date;
  imageStore?: ImageStore;
  mailer?: Mailer;
  mailDrainMs?: number;
  tokenSecret: string;
  tokenTtlSeconds?: number;
  sessionIdleSeconds?: number;
  passwordCost?: PasswordCost;
  ifMatch?: IfMatchPolicy;
  environmentManifest?: object;
  scheduledWork?: ScheduledWorkOnHost;
}

/** The services of one API process, each a decorator of the root instance, with buildApi's defaults. */
export const consoleServices = fastifyPlugin<ConsoleServicesOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    // Every write call's changes are recorded in its transaction (activity/recording-database.ts).
    const db = options.recordActivity === false ? options.db : recordingDatabase(options.db);
    const mailer = trackSends(options.mailer ?? createDevOutboxMailer(db, now), options.mailDrainMs);
    app.addHook('onClose', () => mailer.settled());

    app.decorate('db', db);
    app.decorate('now', now);
    app.decorate('imageStore', options.imageStore ?? createInlineImageStore());
    app.decorate('mailer', mailer);
    app.decorate('tokenSigner', await registerTokens(app, options.tokenSecret));
    app.decorate('tokenSecret', options.tokenSecret);
    app.decorate('sessionLifetimes', {
      tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      sessionIdleSeconds: options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS,
    });
    app.decorate('passwordCost', options.passwordCost);
    app.decorate('ifMatchPolicy', options.ifMatch ?? 'optional');
    app.decorate('environmentManifest', options.environmentManifest ?? manifestOf(process.env));
    app.decorate('scheduledWorkOnHost', options.scheduledWork);
  },
  { name: 'console-services' },
);
