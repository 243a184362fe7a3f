// Jest global setup for the front-end component tests: the reference API runs for real, as its own process
// (apps never import apps), on a free port, over a copy of the seeded template database
// (reference-api-database.cjs). Stopped by tools/jest/reference-api-teardown.cjs.
const { seededDataDir } = require('./reference-api-database.cjs');

module.exports = async function startReferenceApiForJest() {
  const database = await seededDataDir();
  let api;
  try {
    const { startReferenceApi } = await import('../../../tools/testing/reference-api.mjs');
    api = await startReferenceApi({
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
