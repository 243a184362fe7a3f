const path = require('node:path');
// The cards show UTC times in the browser's time zone: test away from UTC (workers inherit it).
process.env.TZ = 'America/New_York';
const { jestProject } = require('../../jest.preset.cjs');

// The Notifications screens talk to the real reference API, started once for the run.
module.exports = {
  ...jestProject({ dirname: __dirname, environment: 'jsdom', setup: [require.resolve('../../tools/jest/dom-setup.cjs')] }),
  globalSetup: path.join(__dirname, '../../apps/api/jest/reference-api-setup.cjs'),
  globalTeardown: path.join(__dirname, '../../tools/jest/reference-api-teardown.cjs'),
  testTimeout: 40000,
};
