import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

const TEST_FILES = [
  '**/*.spec.ts',
  '**/*.spec.tsx',
  '**/*.spec-helpers.ts',
  '**/*.spec-helpers.tsx',
  '**/testing/**',
  'libs/testing/**',
  'apps/console-e2e/**',
];
const TEST_LIB_PATHS = ['@console/testing', '@console/testing/react'].map((name) => ({
  name,
  message: 'Test fixtures are for specs, e2e and the bench only; production code never imports them.',
}));
// Test helpers live in a testing/ folder (the API's apps/api/src/testing, the front end's libs/testing) or
// beside their specs as *.spec-helpers.ts, benches and their data in a bench/ folder (tools/bench,
// apps/api/bench): production code reaches none of them.
const TEST_HELPERS_APART = {
  regex: '(^|/)(testing|bench)/|\\.spec-helpers$',
  message:
    'Test and bench code is for specs and benches only: production code never imports a testing/ or bench/ folder or a .spec-helpers file.',
};
const FEATURES_APART = {
  regex: '^\\.\\./(?!\\.\\./)',
  message: "Features do not import each other: move what they share to the remote's shared/ or to a lib.",
};

export default [
  { ignores: ['**/dist', '**/node_modules', '**/src/generated/**', 'tmp', '.nx'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: the console is secure by default.',
        },
      ],
      // Apps never import apps; remotes meet only through libs/* and federation; the API imports no
      // front-end code. Every project carries a scope:* and a type:* tag, and untagged ones fail.
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          // The query cache is fetched while a dashboard parcel bootstraps (domain-lifecycles.tsx), so
          // that the sign-in screens never load it; the rest of the api-client is imported statically.
          checkDynamicDependenciesExceptions: ['@console/api-client'],
          allow: [],
          depConstraints: [
            { sourceTag: '*', notDependOnLibsWithTags: ['type:host', 'type:remote', 'type:app'] },
            // libs/rules (the spec's validation rules) is the one library of code the console and the API
            // share; libs/demo-accounts (scope:demo) holds the demo accounts both name.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', 'scope:rules', 'scope:demo'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:rules', 'scope:demo'] },
            { sourceTag: 'scope:rules', onlyDependOnLibsWithTags: ['scope:rules'] },
            // The shell↔remote contract stands alone: every project may read it, it reads nothing of ours.
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: [] },
            // The demo accounts are plain constants any project may name (the seed, standalone hosts, tests).
            { sourceTag: 'type:demo', onlyDependOnLibsWithTags: [] },
            // Test fixtures build on everything, and only specs, e2e and the bench may import them: the
            // Nx graph cannot tell a spec from the file beside it, so no-restricted-imports below does.
            {
              sourceTag: 'type:test',
              onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access', 'type:contract', 'type:demo', 'type:feature'],
            },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:contract', 'type:demo'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui'] },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access', 'type:contract', 'type:demo'],
            },
            // A feature library: UI with its own data (the address search field and its providers).
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access', 'type:contract', 'type:test'],
            },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['scope:shared', 'scope:rules', 'scope:demo'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['scope:shared', 'scope:rules', 'scope:demo'] },
          ],
        },
      ],
    },
  },
  // Production code never imports the test fixtures: only specs, their helpers in a testing/ folder,
  // e2e and the bench do. Features also do not import each other (the house style): what two features share
  // moves to the remote's shared/ or, when another remote could use it, to a lib. One rule holds both,
  // so each block below sets the whole of it for its files.
  {
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'libs/*/src/**/*.ts', 'libs/*/src/**/*.tsx'],
    // The seed command (npm run seed) is the development tool that writes the bench data; it is not served.
    ignores: [...TEST_FILES, 'apps/*/src/features/*/*', 'apps/api/src/seed/cli.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: TEST_LIB_PATHS, patterns: [TEST_HELPERS_APART] }] },
  },
  {
    files: ['apps/*/src/features/*/*.ts', 'apps/*/src/features/*/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { paths: TEST_LIB_PATHS, patterns: [TEST_HELPERS_APART, FEATURES_APART] }] },
  },
  {
    files: ['apps/*/src/features/*/*.spec.ts', 'apps/*/src/features/*/*.spec.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FEATURES_APART] }] },
  },
  {
    // The end-to-end suite drives the workspace's own serving tools (tools/serve, tools/deployment),
    // which are scripts, not projects; it is a test harness, not a product project.
    files: ['apps/console-e2e/**/*'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Config and tooling files in CommonJS (jest, rspack, orval) load their presets with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Formatting is Prettier's (npm run format); no lint rule argues with it.
  prettier,
];
