const { federatedApp } = require('../../tools/rspack/federated-app.cjs');

// The host: registers no remote at build time; /deployment.json names them at start-up.
module.exports = federatedApp({ name: 'shell', project: 'shell', dirname: __dirname, title: 'Restaurant Console' });
