// Jest global setup for the front-end component tests: the reference API runs for real, as its own process
// (apps never import apps), on a free port, over a copy of the seeded template database
// (reference-api-database.cjs). Stopped by tools/jest/reference-api-teardown.cjs.
const crypto = require('node:crypto');
const { seededDataDir } = require('./reference-api-database.cjs');

/**
 * The project's own port, below the kernel's ephemeral range (32768 and up): Nx runs the projects' jest
 * side by side, and a free port asked of the kernel could be handed to another project's API, or to an API
 * spec's in-process server, before this API listens on it, which then answered in its place (seen once: a
 * whole project's specs against another project's API, then none). One port per project, by its folder.
 */
async function projectPort(rootDir) {
  const { portIsFree } = await import('../../../tools/testing/free-port.mjs');
  const hash = crypto.createHash('sha256').update(rootDir).digest().readUInt32BE(0);
  for (let offset = 0; offset < 50; offset++) {
    const port = 21000 + ((hash + offset * 97) % 9000);
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port for the reference API of ${rootDir}`);
}

module.exports = async function startReferenceApiForJest(_globalConfig, projectConfig) {
  const database = await seededDataDir();
  let api;
  try {
    const { startReferenceApi } = await import('../../../tools/testing/reference-api.mjs');
    api = await startReferenceApi({
      port: await projectPort(projectConfig?.rootDir ?? process.cwd()),
      dataDir: database.dataDir,
      env: { ...process.env, NODE_ENV: 'test', CONSOLE_ORIGINS: 'http://localhost' },
    });
  } catch (error) {
    database.remove();
    throw error;
  }
  process.env.TEST_API_URL = api.url;
  globalThis.__referenceApi = {
    ...api,
    async stop() {
      await api.stop();
      database.remove();
    },
  };
};
