// A federation runtime plugin of the shell: lends the federation SDK and its error codes to every
// production remote (their builds declare them external, see federated-app.cjs), as the runtime core is
// lent through experiments.externalRuntime. The shell bundles both anyway; each remote entry was
// carrying its own copy (about 4 KiB compressed, before the login form).
const sdk = require('@module-federation/sdk');
const errorCodes = require('@module-federation/error-codes');

const LENT = { '@module-federation/sdk': sdk, '@module-federation/error-codes': errorCodes };

function provideFederationSdk() {
  globalThis.__CONSOLE_FEDERATION_LENT__ = LENT;
  return { name: 'console-provide-federation-sdk' };
}

module.exports = provideFederationSdk;
module.exports.default = provideFederationSdk;
