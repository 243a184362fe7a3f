// One jest setup for every project: TypeScript/TSX through SWC, workspace libs resolved from source.
const path = require('node:path');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ dirname: string, environment?: 'node' | 'jsdom', setup?: string[] }} options */
function jestProject({ dirname, environment = 'node', setup = [] }) {
  return {
    displayName: path.basename(dirname),
    rootDir: dirname,
    testEnvironment: environment === 'jsdom' ? path.join(__dirname, 'tools/jest/jsdom-environment.cjs') : environment,
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
    moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
    testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
    moduleNameMapper: {
      '^@console/(api-client|session|ui|remote-contract|remote-loader|remote-domain|testing|address-search|activity|demo-accounts)$':
        path.join(__dirname, 'libs/$1/src/index.ts'),
      '^@console/api-client/(queries|query-cache)$': path.join(__dirname, 'libs/api-client/src/$1.ts'),
      '^@console/rules$': path.join(__dirname, 'libs/rules/src/index.ts'),
      '^@console/rules/yup$': path.join(__dirname, 'libs/rules/src/yup.ts'),
      '^@console/testing/react$': path.join(__dirname, 'libs/testing/src/react.tsx'),
      '\\.(css)$': path.join(__dirname, 'tools/jest/style-stub.cjs'),
    },
    setupFilesAfterEnv: setup,
    reporters: ['default', path.join(__dirname, 'tools/jest/results-reporter.cjs')],
  };
}

module.exports = { jestProject };
