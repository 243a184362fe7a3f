import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, Registry } from 'prom-client';
import type { MetricsSettings } from './metrics-settings';

/** Serves GET /metrics from `produce` on its own port; anything else is 404. */
function listenForScrapes(settings: MetricsSettings, produce: () => Promise<string>, contentType: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    produce().then(
      (text) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(text),
      (error: Error) =>
        response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end(`Metrics not available: ${error.message}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve(server));
  });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface ProcessMetrics {
  /** What buildApi registers the API's metrics on (app.ts). */
  registry: Registry;
  /** Listens on METRICS_PORT (one process; a cluster worker answers the primary's scrapes from the start). */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The metrics of one API process: served on METRICS_PORT by the process itself, or, in a cluster
 * worker, handed to the primary, which serves all its workers' summed (serveClusterMetrics).
 */
export function processMetrics(settings: MetricsSettings): ProcessMetrics {
  const registry = new Registry();
  if (cluster.isWorker) {
    // At once, not once serving: the primary's scrape waits for every worker. Making an AggregatorRegistry
    // is what starts a worker answering it (prom-client's cluster.js); the metrics come as buildApi adds them.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([registry]);
  }
  let server: Server | undefined;
  return {
    registry,
    async start() {
      if (!cluster.isWorker) server = await listenForScrapes(settings, () => registry.metrics(), registry.contentType);
    },
    async close() {
      if (server) await closeServer(server);
    },
  };
}

/** The cluster primary's METRICS_PORT: every worker's metrics, asked at each scrape and aggregated. */
export async function serveClusterMetrics(settings: MetricsSettings): Promise<{ close(): Promise<void> }> {
  const aggregator = new AggregatorRegistry();
  const server = await listenForScrapes(settings, () => aggregator.clusterMetrics(), aggregator.contentType);
  return { close: () => closeServer(server) };
}
