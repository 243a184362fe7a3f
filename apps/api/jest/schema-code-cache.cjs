// The code Ajv and fast-json-stringify generate for a schema, kept on disk across test files (see
// fastify-ajv-compiler.cjs and fastify-serializer-compiler.cjs). Every test API build compiled the same
// contract's ~1,000 request validators and response serializers again: about a second of a core each.
// The code is their own standalone output (the form Fastify documents for compiling once and loading
// at start), evaluated with the modules it names resolved from the package that generated it.
const { createHash } = require('node:crypto');
const { mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const NODE_MODULES = path.resolve(__dirname, '../../../node_modules');

/** A cache of generated modules, in a folder named after the versions of the packages that generate them. */
function schemaCodeCache(name, packageDirs) {
  const versions = createHash('sha256');
  for (const dir of packageDirs) versions.update(readFileSync(path.join(dir, 'package.json')));
  const folder = path.join(os.tmpdir(), `console-api-${name}-${versions.digest('hex').slice(0, 16)}`);
  mkdirSync(folder, { recursive: true });
  const evaluated = new Map();

  return {
    /** The key of a schema with its compiler's options, or undefined when it has no JSON form (a cycle). */
    key(...parts) {
      try {
        const hash = createHash('sha256');
        for (const part of parts) hash.update(JSON.stringify(part) ?? 'undefined').update('\0');
        return hash.digest('hex').slice(0, 32);
      } catch {
        return undefined;
      }
    },
    read(key) {
      try {
        return readFileSync(path.join(folder, `${key}.js`), 'utf8');
      } catch {
        return undefined;
      }
    },
    /**
     * The module of that code, evaluated once per test file: a file's later APIs get the same functions,
     * as routes with one schema share one in an API (validators and serializers keep no state between calls).
     */
    evaluate(key, code, fromDir) {
      let exported = evaluated.get(key);
      if (!exported) {
        exported = evaluateModule(code, fromDir);
        evaluated.set(key, exported);
      }
      return exported;
    },
    write(key, code) {
      // Written aside then renamed, so a parallel reader never sees half a file.
      const file = path.join(folder, `${key}.js`);
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, code);
      renameSync(partial, file);
    },
  };
}

/** Runs generated CommonJS code, its require()s resolved from `fromDir` (the generating package's place). */
function evaluateModule(code, fromDir) {
  const localRequire = (id) => require(require.resolve(id, { paths: [fromDir] }));
  const module = { exports: {} };
  new Function('require', 'module', 'exports', code)(localRequire, module, module.exports);
  return module.exports;
}

module.exports = { NODE_MODULES, schemaCodeCache, evaluateModule };
