// The orval projects, as a function of where the generated code goes: `orval.config.cjs` writes into
// this library's src/, the regeneration test into a scratch copy, so both run the very same settings.
// Every path is absolute and the tsconfig/package.json orval reads are pinned, so the output depends
// only on the contract and this file.
const path = require('node:path');

const libRoot = __dirname;

/** @param {string} srcDir the `src` folder that holds `http/api-request.ts` and receives the output */
module.exports = function orvalProjects(srcDir) {
  const generatedDir = path.join(srcDir, 'generated');
  const modelDir = path.join(generatedDir, 'model');
  const common = {
    mode: 'tags-split',
    schemas: modelDir,
    indexFiles: true,
    prettier: false,
    // Header parameters (If-Match) become each operation's typed `headers` argument.
    headers: true,
    tsconfig: path.join(libRoot, 'tsconfig.json'),
    packageJson: path.join(libRoot, '../../package.json'),
  };
  const override = {
    // No banner: it carries orval's version, and regeneration must be byte-stable.
    header: false,
    // Every operation goes through our one axios instance; its second parameter (per-call axios
    // options such as onUploadProgress or signal) becomes each generated function's last argument.
    mutator: { path: path.join(srcDir, 'http/api-request.ts'), name: 'apiRequest' },
  };
  const input = { target: path.join(libRoot, 'openapi.yaml') };
  return {
    // The operations as plain functions: the main entry, light enough for the path to the login screen.
    'api-client': {
      input,
      output: { ...common, client: 'axios-functions', workspace: generatedDir, target: generatedDir, clean: true, override },
    },
    // A query hook per GET and a mutation hook per change, over the same mutator: the `queries`
    // entry, loaded by the dashboard remotes only. Lists read page by page ('Load More') also get an
    // infinite query over their `page` parameter.
    'api-client-queries': {
      input,
      output: {
        ...common,
        client: 'react-query',
        workspace: path.join(srcDir, 'generated-queries'),
        target: path.join(srcDir, 'generated-queries'),
        clean: true,
        override: {
          ...override,
          mutator: { path: path.join(srcDir, 'queries/shared-api-request.ts'), name: 'apiRequest' },
          query: { version: 5, signal: true, shouldExportHttpClient: false, shouldExportQueryKey: true },
          operations: Object.fromEntries(
            ['getFoods', 'adminGetFoods', 'getAllRestaurants', 'getNotifications'].map((operationId) => [
              operationId,
              { query: { useQuery: true, useInfinite: true, useInfiniteQueryParam: 'page' } },
            ]),
          ),
        },
      },
    },
  };
};
