import cors from '@fastify/cors';
import { activityReadHandlers } from './activity-reads/activity-read-handlers';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { activityActionHandlers } from './activity/activity-action-handlers';
import { recordingDatabase } from './activity/recording-database';
import { createAccessGuard } from './auth/access-guard';
import { administratorHandlers } from './administrators/administrator-handlers';
import { authHandlers } from './auth/auth-handlers';
import type { PasswordCost } from './auth/password-hash';
import { geoHandlers } from './geo/geo-handlers';
import { DEFAULT_SESSION_IDLE_SECONDS, DEFAULT_TOKEN_TTL_SECONDS, registerTokens } from './auth/tokens';
import { csvImportHandlers } from './csv-imports/csv-import-handlers';
import { dealHandlers } from './deals/deal-handlers';
import type { Database } from './db/database';
import { foodReportHandlers } from './food-reports/food-report-handlers';
import { foodHandlers } from './foods/food-handlers';
import { foodTagHandlers } from './food-tags/food-tag-handlers';
import { imageHandlers } from './images/image-handlers';
import type { ImageStore } from './images/image-store';
import { createInlineImageStore } from './images/inline-image-store';
import { refuseNulCharacters } from './http/refuse-nul';
import { registerContractRoutes, type OperationHandlers, type ServedOperation } from './http/contract-routes';
import { loadContract, type Contract } from './http/contract';
import { registerConditionalGet, registerNoStoreForSignedIn } from './http/conditional-get';
import { ifMatchHook, registerIfMatch, type IfMatchPolicy } from './http/if-match';
import { registerErrorHandling } from './http/error-handling';
import { registerListCache } from './http/list-cache';
import { administratorExportHandlers } from './administrators/administrator-export';
import { dealBulkHandlers } from './deals/deal-bulk';
import { foodReportBulkHandlers } from './food-reports/food-report-bulk';
import { foodReportExportHandlers } from './food-reports/food-report-export';
import { foodBulkHandlers } from './foods/food-bulk';
import { foodExportHandlers } from './foods/food-export';
import { notificationExportHandlers } from './notifications/notification-export';
import { restaurantCategoryExportHandlers } from './restaurant-categories/restaurant-category-export';
import { addressExportHandlers } from './restaurants/address-export';
import { restaurantBulkHandlers } from './restaurants/restaurant-bulk';
import { restaurantExportHandlers } from './restaurants/restaurant-export';
import { CACHED_LIST_READS } from './cached-list-reads';
import { registerResponseCompression } from './http/response-compression';
import { registerRequestBodies } from './http/request-bodies';
import { registerSecurityHeaders } from './http/security-headers';
import { fastifyTrustProxy, type TrustProxy } from './http/trust-proxy';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id';
import { registerApiMetrics } from './metrics/api-metrics';
import type { Registry } from 'prom-client';
import { registerDrain, type Drain } from './health/drain';
import { registerHealthRoutes } from './health/health-routes';
import { registerDevOutbox } from './mail/dev-outbox-route';
import { createDevOutboxMailer, trackSends, type Mailer } from './mail/mailer';
import { notificationHandlers } from './notifications/notification-handlers';
import { registerDevPushOutbox } from './push/dev-push-outbox-route';
import { remoteLoadHandlers } from './remote-loads/remote-load-handlers';
import { DEFAULT_REPORTS_PER_MINUTE, protectReportRoute } from './remote-loads/report-rate-limit';
import { releaseSignalHandlers } from './release-signals/release-signal-handlers';
import { protectSignalReportRoute } from './release-signals/signal-report-route';
import { LOCAL_ORIGIN, refuseForeignReports } from './http/console-origin';
import { environmentManifest } from './releases/environment-manifest';
import { releaseHandlers } from './releases/release-handlers';
import { restaurantCategoryHandlers } from './restaurant-categories/restaurant-category-handlers';
import { restaurantFormHandlers } from './restaurants/restaurant-form-handlers';
import { mergeHandlers } from './restaurants/merge-handlers';
import { restaurantHandlers } from './restaurants/restaurant-handlers';
import { scheduledWorkHandlers, type ScheduledWorkOnHost } from './scheduled-work/scheduled-work-handlers';
import { serviceTokenHandlers } from './service-tokens/service-token-handlers';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract operation and whether this API implements it yet. */
    servedOperations: ServedOperation[];
  }
}

/** The reference API of the contract, ready to listen. */
export async function buildApi(options: BuildApiOptions): Promise<FastifyInstance> {
  const contract = options.contract ?? loadContract(options.contractFile);
  const now = options.now ?? (() => new Date());
  // Every write call's changes are recorded in its transaction (activity/recording-database.ts).
  const db = options.recordActivity === false ? options.db : recordingDatabase(options.db);
  const imageStore = options.imageStore ?? createInlineImageStore();

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
  // Hooks in this order: the list cache answers or stores first, then ETags of other reads, then compression.
  registerListCache(app, { db, now, maxBytes: options.listCacheBytes, reads: CACHED_LIST_READS });
  const objectReads = contract.operations.filter((operation) => operation.objectEtag).map((operation) => operation.operationId);
  registerConditionalGet(app, new Set(objectReads));
  registerNoStoreForSignedIn(app);
  registerIfMatch(app);
  await registerResponseCompression(app);

  const signer = await registerTokens(app, options.tokenSecret);
  const deploymentEnvironment = options.environmentManifest ?? environmentManifest(process.env);
  const mailer = trackSends(options.mailer ?? createDevOutboxMailer(db, now), options.mailDrainMs);
  app.addHook('onClose', () => mailer.settled());
  const handlers: OperationHandlers = {
    ...authHandlers({
      db,
      signer,
      mailer,
      now,
      tokenTtlSeconds: options.tokenTtlSeconds ?? DEFAULT_TOKEN_TTL_SECONDS,
      sessionIdleSeconds: options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS,
      secret: options.tokenSecret,
      imageStore,
      passwordCost: options.passwordCost,
    }),
    ...geoHandlers(),
    ...administratorHandlers({ db, passwordCost: options.passwordCost }),
    ...administratorExportHandlers({ db, now }),
    ...restaurantHandlers({ db, imageStore, mailer, passwordCost: options.passwordCost, now }),
    ...restaurantExportHandlers({ db, now }),
    ...addressExportHandlers({ db, now }),
    ...restaurantBulkHandlers({ db }),
    ...mergeHandlers({ db, imageStore, ifMatchPolicy: options.ifMatch }),
    ...restaurantFormHandlers({ db, imageStore, mailer }),
    ...restaurantCategoryHandlers({ db }),
    ...restaurantCategoryExportHandlers({ db, now }),
    ...foodHandlers({ db, imageStore, now }),
    ...foodExportHandlers({ db, now }),
    ...foodBulkHandlers({ db, imageStore, now }),
    ...foodTagHandlers({ db }),
    ...dealHandlers({ db, now }),
    ...dealBulkHandlers({ db, now }),
    ...foodReportHandlers({ db, now }),
    ...foodReportExportHandlers({ db, now }),
    ...foodReportBulkHandlers({ db, now }),
    ...csvImportHandlers({ db, passwordCost: options.passwordCost }),
    ...notificationHandlers({ db }),
    ...notificationExportHandlers({ db, now }),
    ...imageHandlers({ store: imageStore }),
    ...activityActionHandlers(),
    ...remoteLoadHandlers({ db, now, signer, secret: options.tokenSecret }),
    ...releaseSignalHandlers({ db, now, signer, secret: options.tokenSecret }),
    ...activityReadHandlers({ db, now, secret: options.tokenSecret }),
    ...releaseHandlers({ db, now, environmentManifest: () => deploymentEnvironment }),
    ...scheduledWorkHandlers({ db, now, onHost: options.scheduledWork }),
    ...serviceTokenHandlers({ db, now }),
  };
  protectReportRoute(app, {
    db, // the rate limit's buckets are rows, shared by every API process
    operationId: 'reportRemoteLoad',
    perMinute: options.remoteLoadReportsPerMinute ?? DEFAULT_REPORTS_PER_MINUTE,
    now,
  });
  protectSignalReportRoute(app, { db, perMinute: options.releaseSignalReportsPerMinute ?? DEFAULT_REPORTS_PER_MINUTE, now });
  refuseForeignReports(app, {
    operationIds: ['reportRemoteLoad', 'reportReleaseSignals', 'issueReleaseSignalPageToken'],
    origins: consoleOrigins,
  });
  const served = await registerContractRoutes(app, {
    contract,
    handlers,
    guard: createAccessGuard({
      db,
      signer,
      now,
      secret: options.tokenSecret,
      idle: { timeoutSeconds: options.sessionIdleSeconds ?? DEFAULT_SESSION_IDLE_SECONDS },
    }),
    ifMatch: (operation) => ifMatchHook(operation, options.ifMatch ?? 'optional'),
  });
  app.decorate('servedOperations', served);
  registerHealthRoutes(app, db, options.drain);

  // Only when asked (API_DEV_ROUTES): the outbox hands out reset codes for any address.
  if (options.devRoutes) {
    registerDevOutbox(app, db);
    registerDevPushOutbox(app, db);
  }

  await app.ready();
  return app;
}
