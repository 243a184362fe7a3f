const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'admin',
  project: 'admin-remote',
  dirname: __dirname,
  title: 'Administration (standalone)',
  exposes: { './Domain': './src/remote-entry.ts' },
  // The restaurant detail's tabs are the restaurant, menu and deals remotes' exposed modules.
  loadsRemotes: true,
});
