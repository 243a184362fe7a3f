const { jestProject } = require('../../jest.preset.cjs');

// The production build, served as `npm start` serves it, with the reference API, in Debian's Chromium.
module.exports = {
  ...jestProject({ dirname: __dirname }),
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  // The production recipe's suite has its own stack and config (jest.production.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/src/production/'],
  globalSetup: '<rootDir>/src/support/global-setup.mjs',
  globalTeardown: '<rootDir>/src/support/global-teardown.mjs',
  testTimeout: 60000,
  // npm test runs the suite in two shards side by side (--shard=1/2, 2/2), split by the files' durations.
  testSequencer: '<rootDir>/jest.sequencer.cjs',
};
