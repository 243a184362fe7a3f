// Test-only stand-in for @fastify/fast-json-stringify-compiler (mapped in jest.config.cjs): Fastify's
// default response serializer compiler, whose serializers are fast-json-stringify's standalone code kept
// on disk by schema (see schema-code-cache.cjs). A schema met for the first time is compiled by
// fast-json-stringify with the same options in its standalone mode; shared schemas and a schema with a
// cycle go to the real compiler untouched.
const path = require('node:path');
const { NODE_MODULES, schemaCodeCache } = require('./schema-code-cache.cjs');

const packageDir = path.join(NODE_MODULES, '@fastify/fast-json-stringify-compiler');
// The mapping does not apply to this path.
const real = require(path.join(packageDir, 'index.js'));
const fjsDir = path.dirname(require.resolve('fast-json-stringify/package.json', { paths: [packageDir] }));
const fastJsonStringify = require(fjsDir);
const cache = schemaCodeCache('fastify-serializers', [packageDir, fjsDir]);

function SerializerSelector() {
  const factory = real.SerializerSelector();
  return function buildSerializerFactory(externalSchemas, serializerOpts) {
    const realCompiler = factory(externalSchemas, serializerOpts);
    if (Object.keys(externalSchemas ?? {}).length > 0) return realCompiler;
    return function responseSchemaCompiler(routeOptions) {
      const key = cache.key('serializer', serializerOpts, routeOptions.schema);
      if (!key) return realCompiler(routeOptions);
      let code = cache.read(key);
      if (code === undefined) {
        code = fastJsonStringify(routeOptions.schema, { ...serializerOpts, schema: externalSchemas, mode: 'standalone' });
        cache.write(key, code);
      }
      return cache.evaluate(key, code, fjsDir);
    };
  };
}

module.exports = SerializerSelector;
module.exports.default = SerializerSelector;
module.exports.SerializerSelector = SerializerSelector;
module.exports.StandaloneSerializer = real.StandaloneSerializer;
