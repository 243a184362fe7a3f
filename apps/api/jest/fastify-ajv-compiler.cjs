// Test-only stand-in for @fastify/ajv-compiler (mapped in jest.config.cjs): Fastify's default request
// validator compiler, whose validators are Ajv's standalone code kept on disk by schema (see
// schema-code-cache.cjs). A schema met for the first time is compiled by the real compiler, with the
// same options plus `code.source` that standalone output needs; anything unusual (plugins, onCreate,
// JTD, shared schemas, a schema with a cycle) goes to the real compiler untouched.
const path = require('node:path');
const { NODE_MODULES, schemaCodeCache } = require('./schema-code-cache.cjs');

const packageDir = path.join(NODE_MODULES, '@fastify/ajv-compiler');
// The mapping does not apply to these paths.
const real = require(path.join(packageDir, 'index.js'));
const ajvDir = path.dirname(require.resolve('ajv/package.json', { paths: [packageDir] }));
const standaloneCode = require(require.resolve('ajv/dist/standalone', { paths: [packageDir] })).default;
const cache = schemaCodeCache('fastify-validators', [
  packageDir,
  ajvDir,
  path.dirname(require.resolve('ajv-formats/package.json', { paths: [packageDir] })),
]);

function AjvCompiler(opts) {
  const factory = real(opts);
  if (opts) return factory;
  return function buildCompilerFromPool(externalSchemas, options) {
    const plain =
      Object.keys(externalSchemas ?? {}).length === 0 &&
      !(options.plugins?.length > 0) &&
      !options.onCreate &&
      options.mode !== 'JTD' &&
      options.customOptions?.code === undefined;
    if (!plain) return factory(externalSchemas, options);
    let compiler;
    const compile = (routeOptions) => {
      compiler ??= factory(externalSchemas, { ...options, customOptions: { ...options.customOptions, code: { source: true } } });
      return compiler(routeOptions);
    };
    return function buildValidatorFunction(routeOptions) {
      const key = routeOptions.schema.$id ? undefined : cache.key('validator', options.customOptions, routeOptions.schema);
      if (!key) return compile(routeOptions);
      const code = cache.read(key);
      if (code !== undefined) return cache.evaluate(key, code, packageDir);
      const validate = compile(routeOptions);
      cache.write(key, standaloneCode(compiler[real.AjvReference].ajv, validate));
      return validate;
    };
  };
}

module.exports = AjvCompiler;
module.exports.default = AjvCompiler;
module.exports.AjvCompiler = AjvCompiler;
module.exports.AjvReference = real.AjvReference;
module.exports.StandaloneValidator = real.StandaloneValidator;
