// The one rspack + Module Federation 2 configuration of every front-end app (shell and remotes).
// No URL, port or origin is baked in: the shell reads /deployment.json at start-up.
const path = require('node:path');
const { rspack } = require('@rspack/core');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/rspack');
const CompressionPlugin = require('compression-webpack-plugin');

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = require(path.join(workspaceRoot, 'package.json'));

function libVersion(lib) {
  return require(path.join(workspaceRoot, 'libs', lib, 'package.json')).version;
}

/**
 * Every export of react-router that any app uses. A shared module cannot be tree-shaken per app
 * (any consumer may need any export), so production builds share one subset that covers them all:
 * about half of react-router's size. An export missing here would make the runtime fall back to
 * the full copy, which the e2e share-scope test catches; add it here.
 */
const REACT_ROUTER_EXPORTS = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Router',
  'Routes',
  'UNSAFE_createBrowserHistory',
  'createPath',
  'generatePath',
  'matchPath',
  'useHref',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useParams',
  'useResolvedPath',
  'useSearchParams',
  'unstable_HistoryRouter',
];

/**
 * react-router's package exports name only its development build (dev warnings on); a production build
 * takes its production build, the same code with them off (remix-run/react-router#12532).
 */
const REACT_ROUTER_PRODUCTION = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/**
 * Loaded once per page whatever remotes are mounted. None is eager: the shell's entry waits for the
 * share scope (main.ts only imports ./bootstrap), so nothing shared lands in the first chunk twice.
 * Shared tree shaking is experimental and breaks development builds, so it is production-only.
 */
function sharedFor(production, dataCache) {
  return {
    react: { singleton: true, requiredVersion: rootPackage.dependencies.react },
    'react/jsx-runtime': { singleton: true, requiredVersion: rootPackage.dependencies.react },
    'react-dom': { singleton: true, requiredVersion: rootPackage.dependencies['react-dom'] },
    'react-dom/client': { singleton: true, requiredVersion: rootPackage.dependencies['react-dom'] },
    'react-router': {
      singleton: true,
      requiredVersion: rootPackage.dependencies['react-router'],
      ...(production ? { treeShaking: { mode: 'runtime-infer', usedExports: REACT_ROUTER_EXPORTS } } : {}),
    },
    jotai: { singleton: true, requiredVersion: rootPackage.dependencies.jotai },
    // One single-spa per page: the shell's root parcels and a remote's child parcels (detail tabs).
    'single-spa': { singleton: true, requiredVersion: rootPackage.dependencies['single-spa'] },
    // One toast store: remotes call toast() and the shell's one <Toaster> shows it.
    'react-hot-toast': { singleton: true, requiredVersion: rootPackage.dependencies['react-hot-toast'] },
    '@console/session': { singleton: true, requiredVersion: `^${libVersion('session')}` },
    // '@console/api-client' is not shared: each app bundles only the calls it uses (the sign-in path
    // carries none of the screens' calls), and every copy uses the page's one configuration and axios
    // instance, which the client keeps on the page itself.
    // The page's one query cache. Declared only by the apps that use it (the dashboard remotes), so the
    // shell and the sign-in remote carry no trace of it. '@console/api-client/queries', the hooks, is
    // bundled per remote and reaches the cache through this singleton, and the axios instance through the
    // page's client.
    ...(dataCache
      ? {
          '@console/api-client/query-cache': { singleton: true, requiredVersion: `^${libVersion('api-client')}` },
          '@tanstack/react-query': { singleton: true, requiredVersion: rootPackage.dependencies['@tanstack/react-query'] },
        }
      : {}),
  };
}

/** The federation SDK and error codes, read by a production remote from what the shell lends. */
const LENT_BY_SHELL = Object.fromEntries(
  ['@module-federation/sdk', '@module-federation/error-codes'].map((request) => [request, ['__CONSOLE_FEDERATION_LENT__', request]]),
);

/**
 * @param {object} options
 * @param {string} options.name        federation name (a JS identifier), e.g. 'shell', 'admin'
 * @param {string} options.project     Nx project name, e.g. 'admin-remote'
 * @param {string} options.dirname     the app's folder
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {string} options.title       the standalone page's title
 * @param {boolean} [options.loadsRemotes]  a remote that loads other remotes (admin's restaurant detail tabs) keeps remote loading
 * @param {boolean} [options.dataCache]  the remote's screens use the page's query cache (every dashboard remote; not the shell or sign-in)
 */
/**
 * A versioned release of a remote (`npm run release -- build`, tools/release) gets its own container
 * name, so that two releases of one remote (a canary and its stable fall-back) can live in one page:
 * FEDERATION_NAME_SUFFIX='__v2026_11_23_abc1234' makes 'menu' the container 'menu__v2026_11_23_abc1234'
 * (its global, its chunk-loading global and its mf-manifest.json name), and FEDERATION_OUTPUT_PATH
 * builds it outside dist/ so the app's normal build stays as it is. Unset, nothing changes.
 */
function releaseOverrides(name, isHost) {
  const suffix = process.env.FEDERATION_NAME_SUFFIX ?? '';
  if (suffix && (isHost || !/^[A-Za-z0-9_]+$/.test(suffix))) {
    throw new Error(`FEDERATION_NAME_SUFFIX applies to remotes only and takes [A-Za-z0-9_] (got '${suffix}' for '${name}')`);
  }
  return { containerName: `${name}${suffix}`, outputPath: process.env.FEDERATION_OUTPUT_PATH || undefined };
}

function federatedApp({ name: domainName, project, dirname, exposes, title, loadsRemotes = false, dataCache = Boolean(exposes) }) {
  const isHost = !exposes;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const { containerName: name, outputPath } = releaseOverrides(domainName, isHost);
    return {
      mode: production ? 'production' : 'development',
      context: dirname,
      // A production remote ships only its container: the shell provides the federation runtime.
      // The standalone page (main.ts) is for `nx serve` in development mode.
      entry: isHost || !production ? { main: './src/main.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputPath ?? path.join(workspaceRoot, 'dist/apps', project),
        // Remotes load their chunks from their own origin, wherever the manifest says they live.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        // Chunks load with crossorigin="anonymous" (every console server answers them with
        // Access-Control-Allow-Origin: *), so an error thrown by a remote served from its own origin reaches
        // the page with its message and stack, not as "Script error.": release signals attribute it.
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      // Lent by the shell at run time (provide-federation-sdk.cjs), like the runtime core.
      externals: isHost || !production ? undefined : LENT_BY_SHELL,
      externalsType: 'global',
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        tsConfig: path.join(workspaceRoot, 'tsconfig.base.json'),
        alias: production ? { 'react-router$': REACT_ROUTER_PRODUCTION } : {},
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
              env: { targets: 'chrome >= 111, firefox >= 111, safari >= 16.4' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
        ],
      },
      plugins: [
        ...(isHost || !production
          ? [new rspack.HtmlRspackPlugin({ template: path.join(__dirname, 'index.html'), title, publicPath: '/', minify: production })]
          : []),
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedFor(production, dataCache),
          // The default 'version-first' fetches every registered remote's entry at start-up, so one
          // unreachable remote would break the shell; 'loaded-first' fetches a remote when it is used.
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime per page: the shell's, lent to every production remote (~29 KiB
          // brotli saved per remote on first entry), with its SDK (provide-federation-sdk.cjs).
          // Remotes are registered by entry URL (the loader reads the manifest itself), so no build needs the
          // manifest-snapshot code; a remote that loads no other remote drops remote loading too.
          ...(isHost ? { runtimePlugins: [require.resolve('./provide-federation-sdk.cjs')] } : {}),
          experiments: isHost
            ? { provideExternalRuntime: true, optimization: { target: 'web', disableSnapshot: true } }
            : {
                externalRuntime: production,
                optimization: { target: 'web', disableRemote: !loadsRemotes, disableSnapshot: true },
              },
        }),
        new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        ...(production
          ? [
              new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|json|svg)$/, threshold: 1024 }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [require('node:zlib').constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
              }),
            ]
          : []),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        port: Number(process.env.RSPACK_DEV_PORT ?? 0) || undefined,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'deployment-manifest',
            path: '/deployment.json',
            middleware: async (_request, response) => {
              const { deploymentManifest } = await import('../deployment/deployment-manifest.mjs');
              response.setHeader('Content-Type', 'application/json');
              response.setHeader('Cache-Control', 'no-cache');
              response.end(JSON.stringify(deploymentManifest()));
            },
          });
          return middlewares;
        },
      },
    };
  };
}

module.exports = { federatedApp, sharedFor };
