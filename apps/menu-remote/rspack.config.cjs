const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'menu',
  project: 'menu-remote',
  dirname: __dirname,
  title: 'Menu (standalone)',
  exposes: { './Domain': './src/remote-entry.ts', './RestaurantMenuTab': './src/restaurant-menu-tab-entry.ts' },
});
