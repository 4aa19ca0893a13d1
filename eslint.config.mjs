// ESLint for the whole repository (`npm run lint`): TypeScript with type information from each workspace's
// tsconfig, no import cycles (runtime or type-only), React hooks and accessibility rules for the client.
// A rule is switched off here, with its reason, never by a comment in a source file.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Rules are set here only: a comment in a source file cannot switch one off.
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: 'off' } },
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      // The benchmark's compiled servers and its Node (server/scripts/bench-api.ts), made by a run, not sources.
      '**/.bench/',
      'client/dist-ssr/',
      '**/coverage/',
      'client/src/graphql/generated/',
      'server/src/db/migrations/',
      'e2e/artifacts/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  // Control characters in a regular expression are what a few checks look for on purpose (local-path.ts strips
  // what browsers strip before resolving a URL).
  { rules: { 'no-control-regex': 'off' } },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Type-aware rules for what fails at run time: a promise nobody awaits or catches, a promise where a
      // callback's result is ignored (an event handler that rejects is an unhandled rejection).
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['server/tsconfig.json', 'client/tsconfig.json'],
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only cycles count too: a module that needs a shared type imports it from a types-only module below both.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      // The two rules of hooks. The React Compiler's rules (set-state-in-effect, refs, purity, …) are not enabled:
      // they describe what the compiler can optimise, and the client is not built with it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // MUI-style components take autoFocus to put focus on the first field of a dialog or of a single-purpose page
      // (log in, reset password), where the user goes first: the WAI-ARIA dialog pattern. DOM elements stay checked.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // graphql/schema.ts: a property field answers without a resolver of its own (type-graphql's wrapper would run for
    // every field of every row), so every object type is declared with type-graphql's `simpleResolvers`.
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Decorator > CallExpression[callee.name='ObjectType']:not(:has(Property[key.name='simpleResolvers']))",
          message: 'Declare GraphQL object types with @ObjectType({ simpleResolvers: true }) (graphql/schema.ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS files (jest configs, the jsdom environment) load modules with require.
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Loaded with require on purpose, when first needed: the benchmark loads our server only in the mode that
    // measures it; the country lookup and the states and cities dictionary read their tables on first use; the server renderer is a CommonJS bundle that may not exist.
    files: [
      'server/scripts/bench-api-servers.ts',
      'server/src/modules/geo/geo.service.ts',
      'server/src/modules/geo/regions.ts',
      'server/src/seo/page-renderer.ts',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker's globals.
    files: ['client/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The browser tests hand functions to the page (page.evaluate, waitForFunction), which run there.
    files: ['e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser, axe: 'readonly' } },
  },
);
