const { jestProject } = require('../../jest.preset.cjs');

module.exports = jestProject({ dirname: __dirname, environment: 'node' });
