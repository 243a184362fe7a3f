// Jest global setup for front-end component tests: the reference API runs for real, on a fresh
// seeded database and a free port, as its own process (apps never import apps).
module.exports = async function startReferenceApiForJest() {
  const { startReferenceApi } = await import('../testing/reference-api.mjs');
  const api = await startReferenceApi({
    env: { ...process.env, NODE_ENV: 'test', CONSOLE_ORIGINS: 'http://localhost' },
  });
  process.env.TEST_API_URL = api.url;
  globalThis.__referenceApi = api;
};
