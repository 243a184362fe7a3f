const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'auth',
  project: 'auth',
  dirname: __dirname,
  title: 'Sign-in (standalone)',
  exposes: { './Domain': './src/remote-entry.ts' },
  // The public screens hold no cached data: nothing of the query cache on the path to the login screen.
  dataCache: false,
});
