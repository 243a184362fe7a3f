const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'deals',
  project: 'deals-remote',
  dirname: __dirname,
  title: 'Deals (standalone)',
  exposes: { './Domain': './src/remote-entry.ts', './RestaurantDealsTab': './src/restaurant-deals-tab-entry.ts' },
});
