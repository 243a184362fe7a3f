const path = require('node:path');
const { jestProject } = require('../../jest.preset.cjs');

// The client's own tests use a local HTTP server; the query kit's run against the reference API.
module.exports = {
  ...jestProject({ dirname: __dirname, setup: [require.resolve('../../tools/jest/dom-setup.cjs')] }),
  globalSetup: path.join(__dirname, '../../apps/api/jest/reference-api-setup.cjs'),
  globalTeardown: path.join(__dirname, '../../tools/jest/reference-api-teardown.cjs'),
  testTimeout: 20000,
};
