const path = require('node:path');
const { jestProject } = require('../../jest.preset.cjs');

// The Deals screens talk to the real reference API, started once for the run.
module.exports = {
  ...jestProject({ dirname: __dirname, environment: 'jsdom', setup: [require.resolve('../../tools/jest/dom-setup.cjs')] }),
  globalSetup: path.join(__dirname, '../../apps/api/jest/reference-api-setup.cjs'),
  globalTeardown: path.join(__dirname, '../../tools/jest/reference-api-teardown.cjs'),
  testTimeout: 40000,
};
