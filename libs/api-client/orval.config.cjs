// Orval turns openapi.yaml into the typed client in src/generated (`nx run api-client:generate`).
// Every path is absolute and the tsconfig/package.json orval reads are pinned, so the output depends
// only on the contract and this file (the regeneration test reruns it into a scratch copy of src/).
const path = require('node:path');

const generatedDir = path.join(__dirname, 'src/generated');

module.exports = {
  'api-client': {
    input: { target: path.join(__dirname, 'openapi.yaml') },
    output: {
      mode: 'tags-split',
      client: 'axios-functions',
      workspace: generatedDir,
      target: generatedDir,
      schemas: path.join(generatedDir, 'model'),
      indexFiles: true,
      clean: true,
      prettier: false,
      tsconfig: path.join(__dirname, 'tsconfig.json'),
      packageJson: path.join(__dirname, '../../package.json'),
      override: {
        // No banner: it carries orval's version, and regeneration must be byte-stable.
        header: false,
        // Every operation goes through our one axios instance; its second parameter (per-call axios
        // options such as onUploadProgress) becomes each generated function's last argument.
        mutator: { path: path.join(__dirname, 'src/http/api-request.ts'), name: 'apiRequest' },
      },
    },
  },
};
