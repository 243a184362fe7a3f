// `nx run api:build`: the API compiled for `node dist/apps/api/main.js` in production (no tsx, no
// TypeScript at run time). The workspace's own libraries (@console/*, TypeScript sources) are bundled;
// every package from node_modules stays a plain require, so native and WebAssembly files (PGlite) load
// from where npm put them. Contract and migrations are read from the checkout (src/repo-root.ts).
const path = require('node:path');
const { rspack } = require('@rspack/core');

const workspaceRoot = path.resolve(__dirname, '../..');

/** Bare imports of packages stay requires; relative imports and @console/* are bundled. */
function externalPackages({ request }, callback) {
  if (!request || request.startsWith('.') || path.isAbsolute(request) || request.startsWith('@console/')) return callback();
  return callback(null, `commonjs ${request}`);
}

module.exports = {
  mode: 'production',
  target: 'node20',
  context: __dirname,
  entry: {
    main: './src/main.ts',
    seed: './src/seed/cli.ts',
    admin: './src/admin/cli.ts',
  },
  output: {
    path: path.join(workspaceRoot, 'dist/apps/api'),
    filename: '[name].js',
    clean: true,
  },
  // Source maps stay on the server, for stack traces (node --enable-source-maps).
  devtool: 'source-map',
  // __dirname is where the bundle runs (dist/apps/api), as src/repo-root.ts expects.
  node: { __dirname: false, __filename: false },
  externals: [externalPackages],
  externalsPresets: { node: true },
  resolve: {
    extensions: ['.ts', '.js', '.json'],
    tsConfig: path.join(__dirname, 'tsconfig.json'),
  },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' } }, env: { targets: 'node >= 20' } },
        type: 'javascript/auto',
      },
    ],
  },
  // Readable stack traces in production logs; the bundle is not sent to browsers.
  optimization: { minimize: false, splitChunks: false },
  plugins: [new rspack.ProgressPlugin({ prefix: 'api' })].filter(() => process.stdout.isTTY),
};
