import { ConfigError } from '../config-error';
import { readFlag } from '../production-settings';

/** Where the Prometheus metrics are served (metrics/metrics-server.ts): a port of their own, never the API's. */
export interface MetricsSettings {
  port: number;
  host: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * METRICS_PORT (off when unset) and METRICS_HOST (127.0.0.1 when unset). The metrics name every
 * operation and how often it fails, so production refuses a METRICS_HOST others can reach unless
 * METRICS_ALLOW_REMOTE=1 says the network in between is the operator's (a scraper on another host).
 */
export function readMetricsSettings(env: NodeJS.ProcessEnv, nodeEnv: string): MetricsSettings | undefined {
  const text = env.METRICS_PORT?.trim();
  if (!text) return undefined;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port < 1 || port > 65535) throw new ConfigError(`METRICS_PORT is not a port: ${env.METRICS_PORT}`);
  if (env.API_PORT?.trim() === text)
    throw new ConfigError(`METRICS_PORT must differ from API_PORT (${text}): the metrics have a port of their own`);
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  if (nodeEnv === 'production' && !LOOPBACK.has(host) && !readFlag(env, 'METRICS_ALLOW_REMOTE')) {
    throw new ConfigError(
      `METRICS_HOST=${host} serves the metrics beyond this host: keep 127.0.0.1, or set METRICS_ALLOW_REMOTE=1 when only your scraper can reach it`,
    );
  }
  return { port, host };
}
