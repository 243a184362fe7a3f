const { jestProject } = require('../../jest.preset.cjs');

// The release tooling: plain Node, temporary folders; one real build of the menu remote (~10 s).
module.exports = {
  ...jestProject({ dirname: __dirname, environment: 'node' }),
  testTimeout: 20000,
};
