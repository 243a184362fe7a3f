const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'notifications',
  project: 'notifications-remote',
  dirname: __dirname,
  title: 'Notifications (standalone)',
  exposes: { './Domain': './src/remote-entry.ts' },
});
