import fastifyPlugin from 'fastify-plugin';
import { activityReadRoutes } from './activity-reads/activity-read-routes';
import { activityActionRoutes } from './activity/activity-action-routes';
import { administratorRoutes } from './administrators/administrator-routes';
import { createAccessGuard } from './auth/access-guard';
import { authRoutes } from './auth/auth-routes';
import { csvImportRoutes } from './csv-imports/csv-import-routes';
import { dealRoutes } from './deals/deal-routes';
import { foodReportRoutes } from './food-reports/food-report-routes';
import { foodTagRoutes } from './food-tags/food-tag-routes';
import { foodRoutes } from './foods/food-routes';
import { geoRoutes } from './geo/geo-routes';
import { refuseForeignReports, type ConsoleOrigins } from './http/console-origin';
import type { Contract } from './http/contract';
import { registerContractRoutes, type ServedOperation } from './http/contract-routes';
import { ifMatchHook } from './http/if-match';
import { imageRoutes } from './images/image-routes';
import { notificationRoutes } from './notifications/notification-routes';
import { releaseSignalRoutes } from './release-signals/release-signal-routes';
import { protectSignalReportRoute } from './release-signals/signal-report-route';
import { releaseRoutes } from './releases/release-routes';
import { remoteLoadRoutes } from './remote-loads/remote-load-routes';
import { DEFAULT_REPORTS_PER_MINUTE, protectReportRoute } from './remote-loads/report-rate-limit';
import { restaurantCategoryRoutes } from './restaurant-categories/restaurant-category-routes';
import { restaurantRoutes } from './restaurants/restaurant-routes';
import { scheduledWorkRoutes } from './scheduled-work/scheduled-work-routes';
import { serviceTokenRoutes } from './service-tokens/service-token-routes';

/**
 * Every domain's plugin under its plugin name. app.ts registers them all, and the contract's routes (below)
 * depend on every name, so a domain left out, or listed under another name, fails the start.
 */
export const CONSOLE_DOMAINS = {
  auth: authRoutes,
  geo: geoRoutes,
  administrators: administratorRoutes,
  restaurants: restaurantRoutes,
  'restaurant-categories': restaurantCategoryRoutes,
  foods: foodRoutes,
  'food-tags': foodTagRoutes,
  deals: dealRoutes,
  'food-reports': foodReportRoutes,
  'csv-imports': csvImportRoutes,
  notifications: notificationRoutes,
  images: imageRoutes,
  activity: activityActionRoutes,
  'remote-loads': remoteLoadRoutes,
  'release-signals': releaseSignalRoutes,
  'activity-reads': activityReadRoutes,
  releases: releaseRoutes,
  'scheduled-work': scheduledWorkRoutes,
  'service-tokens': serviceTokenRoutes,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract operation and whether this API implements it yet. */
    servedOperations: ServedOperation[];
  }
}

export interface ConsoleRoutesOptions {
  contract: Contract;
  /** Whose pages may send the public reports. */
  consoleOrigins: ConsoleOrigins;
  remoteLoadReportsPerMinute?: number;
  releaseSignalReportsPerMinute?: number;
}

/**
 * The contract's routes, once every domain has added its handlers: an operation without one answers 501.
 * The report routes' protections are onRoute hooks, so they are added before the routes they change.
 */
export const consoleRoutes = fastifyPlugin<ConsoleRoutesOptions>(
  async (app, options) => {
    const { db, now, tokenSigner, tokenSecret, sessionLifetimes, ifMatchPolicy } = app;
    protectReportRoute(app, {
      db, // the rate limit's buckets are rows, shared by every API process
      operationId: 'reportRemoteLoad',
      perMinute: options.remoteLoadReportsPerMinute ?? DEFAULT_REPORTS_PER_MINUTE,
      now,
    });
    protectSignalReportRoute(app, { db, perMinute: options.releaseSignalReportsPerMinute ?? DEFAULT_REPORTS_PER_MINUTE, now });
    refuseForeignReports(app, {
      operationIds: ['reportRemoteLoad', 'reportReleaseSignals', 'issueReleaseSignalPageToken'],
      origins: options.consoleOrigins,
    });
    const served = await registerContractRoutes(app, {
      contract: options.contract,
      handlers: app.contractHandlers.collected(),
      guard: createAccessGuard({
        db,
        signer: tokenSigner,
        now,
        secret: tokenSecret,
        idle: { timeoutSeconds: sessionLifetimes.sessionIdleSeconds },
        // A cached list's versions come with the session's read: one round trip (http/list-cache.ts).
        dataVersionsOf: app.listCacheTables,
      }),
      ifMatch: (operation) => ifMatchHook(operation, ifMatchPolicy),
    });
    app.decorate('servedOperations', served);
  },
  {
    name: 'console-routes',
    dependencies: ['contract-handlers', ...Object.keys(CONSOLE_DOMAINS)],
    decorators: { fastify: ['db', 'now', 'tokenSigner', 'tokenSecret', 'sessionLifetimes', 'ifMatchPolicy', 'listCacheTables'] },
  },
);
