const { jestProject } = require('../../jest.preset.cjs');

module.exports = {
  ...jestProject({ dirname: __dirname }),
  testTimeout: 60000,
  // Builds the migrated and seeded template database once per run (cached across runs).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // Each test file opens its own database, so two workers keep both cores busy.
  maxWorkers: 2,
};
