const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'auth',
  project: 'auth',
  dirname: __dirname,
  title: 'Sign-in (standalone)',
  exposes: { './Domain': './src/remote-entry.ts' },
});
