const path = require('node:path');
const { jestProject } = require('../../jest.preset.cjs');

const project = jestProject({ dirname: __dirname });

module.exports = {
  ...project,
  testTimeout: 60000,
  transform: {
    ...project.transform,
    '/@electric-sql/pglite/dist/.+\\.cjs$': path.join(__dirname, 'jest/pglite-transform.cjs'),
  },
  moduleNameMapper: {
    ...project.moduleNameMapper,
    // The contract's check against the OpenAPI meta-schema, once per identical document (see the file).
    '^@seriousme/openapi-schema-validator$': path.join(__dirname, 'jest/openapi-schema-validator.cjs'),
    // Fastify's request validators and response serializers, compiled once per identical schema (see the files).
    '^@fastify/ajv-compiler$': path.join(__dirname, 'jest/fastify-ajv-compiler.cjs'),
    '^@fastify/fast-json-stringify-compiler$': path.join(__dirname, 'jest/fastify-serializer-compiler.cjs'),
  },
  // ES-module-only packages are compiled to CommonJS like our sources; PGlite only gets its import()s rewritten.
  transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|fastify-openapi-glue|@seriousme/openapi-schema-validator)/)'],
  // Builds the migrated and seeded template database once per run (cached across runs).
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  // Each test file opens its own database, so two workers keep both cores busy.
  maxWorkers: 2,
};
