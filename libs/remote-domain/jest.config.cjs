const { jestProject } = require('../../jest.preset.cjs');

module.exports = jestProject({ dirname: __dirname, environment: 'jsdom', setup: [require.resolve('../../tools/jest/dom-setup.cjs')] });
