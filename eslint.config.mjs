import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';

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
          message: 'No dangerouslySetInnerHTML (DEVELOPERS.md: security by default).',
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
            // libs/rules (the spec's validation rules) is the one library the console and the API share.
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', 'scope:rules'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:rules'] },
            { sourceTag: 'scope:rules', onlyDependOnLibsWithTags: ['scope:rules'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'] },
            // A feature library: UI with its own data (the address search field and its providers).
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'] },
            { sourceTag: 'type:host', onlyDependOnLibsWithTags: ['scope:shared', 'scope:rules'] },
            { sourceTag: 'type:remote', onlyDependOnLibsWithTags: ['scope:shared', 'scope:rules'] },
          ],
        },
      ],
    },
  },
  {
    // A remote is organised by feature, and features do not import each other (STYLE.md): what two
    // features share moves to the remote's shared/ or, when another remote could use it, to a lib.
    files: ['apps/*/src/features/*/*.ts', 'apps/*/src/features/*/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: "Features do not import each other: move what they share to the remote's shared/ or to a lib.",
            },
          ],
        },
      ],
    },
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
