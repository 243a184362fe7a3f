import cluster from 'node:cluster';
import { runClusterPrimary } from './api-cluster';
import { ConfigError, readApiEnvironment } from './config';
import { serveApi } from './start-api';

/**
 * Starts the API from the environment (apps/api/README.md lists the variables): one process, or with
 * API_PROCESSES=N a cluster primary that forks N workers sharing the port and the PostgreSQL database.
 */
async function main(): Promise<void> {
  const env = readApiEnvironment();
  if (env.processes > 1 && cluster.isPrimary) return runClusterPrimary(env);
  return serveApi(env, { workerIndex: cluster.isWorker ? Number(process.env.API_WORKER_INDEX) : undefined });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Cannot start the API: ${error.message}` : error);
  process.exit(1);
});
