const { jestProject } = require('../../jest.preset.cjs');

// The production recipe (deploy/): the same builds behind Debian's nginx, the compiled API on Node.js 24 as two
// hosts behind Debian's HAProxy, on one PostgreSQL, in Debian's Chromium. Run through `nx run console-e2e:e2e-production`.
module.exports = {
  ...jestProject({ dirname: __dirname }),
  displayName: 'console-e2e-production',
  testMatch: ['<rootDir>/src/production/**/*.e2e.ts'],
  globalSetup: '<rootDir>/src/production/support/global-setup.mjs',
  globalTeardown: '<rootDir>/src/production/support/global-teardown.mjs',
  testTimeout: 60000,
};
