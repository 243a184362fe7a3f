// PGlite's CommonJS build loads Node core modules with import("fs/promises") and the like. Jest runs test
// code in a VM context where import() needs --experimental-vm-modules, so those calls become require().
// The module's own require is captured first: the Emscripten code declares a local `var require`.
const { createHash } = require('node:crypto');

const DYNAMIC_CORE_IMPORT = /\bimport\(("(?:node:)?[a-z][a-z/_]*")\)/g;

module.exports = {
  process(source) {
    return {
      code:
        'const __pgliteCoreRequire = require;' +
        source.replace(
          DYNAMIC_CORE_IMPORT,
          '(Promise.resolve().then(() => { const m = __pgliteCoreRequire($1); return { ...m, default: m }; }))',
        ),
    };
  },
  getCacheKey(source, filename) {
    return createHash('sha256').update('pglite-transform-2').update(filename).update(source).digest('hex');
  },
};
