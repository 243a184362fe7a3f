import cors from '@fastify/cors';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Registry } from 'prom-client';
import type { PasswordCost } from './auth/password-hash';
import { CACHED_LIST_READS } from './cached-list-reads';
import { CONSOLE_DOMAINS, consoleRoutes } from './console-routes';
import { consoleServices } from './console-services';
import type { Database } from './db/database';
import { registerDrain, type Drain } from './health/drain';
import { registerHealthRoutes } from './health/health-routes';
import { registerConditionalGet, registerNoStoreForSignedIn } from './http/conditional-get';
import { LOCAL_ORIGIN } from './http/console-origin';
import { loadContract, type Contract } from './http/contract';
import { contractHandlers } from './http/contract-handlers';
import { registerErrorHandling } from './http/error-handling';
import { registerIfMatch, type IfMatchPolicy } from './http/if-match';
import { registerListCache } from './http/list-cache';
import { refuseNulCharacters } from './http/refuse-nul';
import { registerRequestBodies } from './http/request-bodies';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id';
import { registerResponseCompression } from './http/response-compression';
import { registerSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import type { ImageStore } from './images/image-store';
import { registerDevOutbox } from './mail/dev-outbox-route';
import type { Mailer } from './mail/mailer';
import { registerApiMetrics } from './metrics/api-metrics';
import { registerDevPushOutbox } from './push/dev-push-outbox-route';
import type { ScheduledWorkOnHost } from './scheduled-work/scheduled-work-handlers';
import { serverTimeouts } from './timeout-settings';

export interface BuildApiOptions {
  db: Database;
  /** Signs tokens and keys reset-code hashes. */
  tokenSecret: string;
  tokenTtlSeconds?: number;
  /** How long a session may go unused before it signs nobody in; DEFAULT_SESSION_IDLE_SECONDS when absent. */
  sessionIdleSeconds?: number;
  /** Development outbox (dev_outbox table) when absent: start-api.ts always passes one (mail/choose-mailer.ts). */
  mailer?: Mailer;
  /** The longest closing waits for mails still being sent (mail/mailer.ts trackSends); MAIL_DRAIN_MS (5 s) when absent. */
  mailDrainMs?: number;
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Allowed browser origins; localhost and 127.0.0.1 on any port when absent. */
  corsOrigins?: string[];
  nodeEnv?: string;
  /** GET /__dev/outbox and /__dev/push-outbox; off unless set (start-api.ts sets it from API_DEV_ROUTES). */
  devRoutes?: boolean;
  /** The parsed contract; read from contractFile (libs/api-client/openapi.yaml by default) when absent. */
  contract?: Contract;
  contractFile?: string;
  /** The clock; tests move it to expire tokens and codes, and to make deals current or expired (deals/deal-dates.ts). */
  now?: () => Date;
  /** Where uploaded images go (main.ts builds it from IMAGE_STORAGE); data URLs in their rows when absent. */
  imageStore?: ImageStore;
  /** Remote load reports each client address may send per minute (POST /remote-loads/report); 120 when absent. */
  remoteLoadReportsPerMinute?: number;
  /** Release signal reports each client network may send per minute (POST /release-signals); 120 when absent. */
  releaseSignalReportsPerMinute?: number;
  /** Bytes of serialized list answers kept in this process (http/list-cache.ts); 64 MB when absent, 0 keeps none. */
  listCacheBytes?: number;
  /** Fastify's trustProxy (API_TRUST_PROXY): whose X-Forwarded-For makes `request.ip`; the socket's address when absent. */
  trustProxy?: TrustProxy;
  /** scrypt cost of new password hashes (auth/password-hash.ts); PASSWORD_COST when absent, tests pass LIGHT_PASSWORD_COST. */
  passwordCost?: PasswordCost;
  /** The longest a client may take to send a request (API_REQUEST_TIMEOUT); 60 s when absent, 0 for none. */
  requestTimeoutMs?: number;
  /**
   * False only to measure what recording costs (apps/api/bench/recording-cost.ts): the audit trail is written for
   * every write call unless this is false, and nothing that starts the API (main.ts, config) sets it.
   */
  recordActivity?: boolean;
  /** A change without If-Match (API_IF_MATCH, http/if-match.ts): made on any version ('optional', when absent) or 428. */
  ifMatch?: IfMatchPolicy;
  /** Prometheus metrics of this process are kept here (metrics/api-metrics.ts) when given: METRICS_PORT serves them. */
  metrics?: Registry;
  /** The scheduled work this process runs (start-api.ts), for listScheduledWork; none when absent. */
  scheduledWork?: ScheduledWorkOnHost;
  /** What /deployment.json serves the release state over (releases/environment-manifest.ts); from process.env when absent. */
  environmentManifest?: object;
  /** Begun on SIGTERM by start-api.ts: readiness fails, connections close after their answer (health/drain.ts). */
  drain?: Drain;
}

/**
 * The reference API of the contract, ready to listen: the shared services, every domain's plugin
 * (console-routes.ts), then the contract's routes with the handlers the domains added.
 */
export async function buildApi(options: BuildApiOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract(options.contractFile);

  const loggerOption = options.logger ?? false;
  const isLoggerInstance = typeof loggerOption === 'object' && loggerOption !== null && 'child' in loggerOption;
  const app = Fastify({
    ...serverTimeouts(options.requestTimeoutMs),
    ...(isLoggerInstance
      ? { loggerInstance: loggerOption as FastifyBaseLogger }
      : { logger: loggerOption as FastifyServerOptions['logger'] }),
    // OpenAPI schemas carry annotations Ajv does not know, and 3.1 writes nullable as a type list.
    ajv: { customOptions: { strict: false, allowUnionTypes: true } },
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Each log line of a request names it, as its answer's X-Request-Id does (http/request-id.ts).
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
  });

  app.decorateRequest('auth', null);
  app.decorateRequest('serviceToken', null);
  registerRequestIdHeader(app);
  // Before the routes: every answer is measured, a 404 and a refusal too.
  if (options.metrics) registerApiMetrics(app, options.metrics, options.db);
  registerErrorHandling(app);
  refuseNulCharacters(app);
  registerSecurityHeaders(app);
  if (options.drain) registerDrain(app, options.drain);
  const consoleOrigins = options.corsOrigins?.length ? options.corsOrigins : LOCAL_ORIGIN;
  await app.register(cors, {
    origin: consoleOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match'],
    // The session cookie goes with the console's calls (auth/session-cookie.ts).
    credentials: true,
    // A download's file name (the activity export's), which the console reads from another origin; an
    // object's version (ETag) and a change's Deprecation (made without If-Match).
    exposedHeaders: ['Content-Disposition', 'ETag', 'Deprecation', 'X-Request-Id'],
    maxAge: 600,
  });
  await registerRequestBodies(app, contract);
  await app.register(consoleServices, options);
  // Hooks in this order: the list cache answers or stores first, then ETags of other reads, then compression.
  registerListCache(app, { db: app.db, now: app.now, maxBytes: options.listCacheBytes, reads: CACHED_LIST_READS });
  const objectReads = contract.operations.filter((operation) => operation.objectEtag).map((operation) => operation.operationId);
  registerConditionalGet(app, new Set(objectReads));
  registerNoStoreForSignedIn(app);
  registerIfMatch(app);
  await registerResponseCompression(app);

  await app.register(contractHandlers);
  for (const domain of Object.values(CONSOLE_DOMAINS)) await app.register(domain);
  await app.register(consoleRoutes, {
    contract,
    consoleOrigins,
    remoteLoadReportsPerMinute: options.remoteLoadReportsPerMinute,
    releaseSignalReportsPerMinute: options.releaseSignalReportsPerMinute,
  });
  registerHealthRoutes(app, app.db, options.drain);

  // Only when asked (API_DEV_ROUTES): the outbox hands out reset codes for any address.
  if (options.devRoutes) {
    registerDevOutbox(app, app.db);
    registerDevPushOutbox(app, app.db);
  }

  await app.ready();
  return app;
}
