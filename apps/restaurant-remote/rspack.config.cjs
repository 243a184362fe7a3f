const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

module.exports = federatedApp({
  name: 'restaurant',
  project: 'restaurant-remote',
  dirname: __dirname,
  title: 'Restaurant profile (standalone)',
  exposes: { './Domain': './src/remote-entry.ts', './RestaurantLocationsTab': './src/restaurant-locations-tab-entry.ts' },
});
