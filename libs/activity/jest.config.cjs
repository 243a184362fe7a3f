const { jestProject } = require('../../jest.preset.cjs');

// The view's own parts from given events; the screens that read the real API test it with their data.
module.exports = jestProject({ dirname: __dirname, environment: 'jsdom', setup: [require.resolve('../../tools/jest/dom-setup.cjs')] });
