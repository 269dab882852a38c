// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

/** The calls in which a query key may be written (esquery selector). */
const IN_QUERY_OPTIONS = 'CallExpression[callee.name=/^(infiniteQueryOptions|queryOptions)$/]';

/** @param {string} dir the area folders under `dir` (a new area gets its zone without editing this file) */
const areas = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per area: a file of area X may import, from the areas' folder, its own files and the
 * index.ts of every other area — nothing deeper.
 * @param {string} dir
 * @param {string} message
 */
const onlyThroughIndex = (dir, message) =>
  areas(dir).map((area) => ({
    target: `./${dir}/${area}`,
    from: `./${dir}`,
    except: [
      `./${area}`,
      ...areas(dir)
        .filter((other) => other !== area)
        .map((other) => `./${other}/index.ts`),
    ],
    message,
  }));

/**
 * Import boundaries (ARCHITECTURE.md "Rules that keep rooms clean"), checked on resolved paths
 * (the TypeScript resolver below), so `../cart`, `../cart/index.js` and `../../features/cart/model/x`
 * are all seen for what they are:
 * contracts import no app; shared/ imports no area; features and pages never import pages or app;
 * an area (web feature, API module) reaches another area only through its index.ts; no import cycles.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-before/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
      // Forbidden on purpose; tools/lint-rules lints them with `ignore: false`.
      'tools/lint-rules/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses to follow imports (no-cycle needs the .ts/.tsx ones)…
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      // …and how it resolves them: extension-less and `.js` specifiers to the .ts sources.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/web/tsconfig.json',
            'apps/api/tsconfig.json',
            'packages/contracts/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/app'],
              message: 'shared/ imports no area.',
            },
            {
              target: './apps/web/src/features',
              from: ['./apps/web/src/pages', './apps/web/src/app'],
              message: 'Features never import pages or app/.',
            },
            {
              target: './apps/web/src/pages',
              from: './apps/web/src/app',
              message: 'Pages never import app/.',
            },
            {
              target: ['./apps/web/src/pages', './apps/web/src/app', './apps/web/src/main.tsx'],
              from: './apps/web/src/features',
              except: areas('apps/web/src/features').map((area) => `./${area}/index.ts`),
              message: 'Import a feature through its index.ts.',
            },
            ...onlyThroughIndex('apps/web/src/features', 'Import another feature through its index.ts.'),
            // A page area uses only its own files: what two pages share lives in a feature.
            ...areas('apps/web/src/pages').map((area) => ({
              target: `./apps/web/src/pages/${area}`,
              from: './apps/web/src/pages',
              except: [`./${area}`],
              message: 'A page never imports another page: share it through a feature.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Query keys are written only inside queryOptions (STYLE.md "One endpoint, one file"): a query is
    // defined once, in its feature's api/ file, and everything else (useQuery, prefetch, cache reads and
    // writes, invalidation) reads the key from it, so a key cannot drift from the query it names.
    // Tests may seed the cache by key.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Property[key.name='queryKey']:not(${IN_QUERY_OPTIONS} > ObjectExpression > Property, ObjectPattern > Property):not([value.type='MemberExpression'][value.property.name='queryKey'])`,
          message:
            'Write a query key only inside queryOptions(...) in the api/ file; elsewhere use xxxQueryOptions(...).queryKey or a queryKeyPrefix(...).queryKey.',
        },
        {
          selector: `${IN_QUERY_OPTIONS} > ObjectExpression > Property[key.name='queryKey']:not([value.type='ArrayExpression'])`,
          message:
            'Write the query key here, as an array literal (a queryKeyPrefix(...).queryKey may be spread into it).',
        },
        {
          selector: `${IN_QUERY_OPTIONS} > ObjectExpression > Property[key.name='queryKey'] > ArrayExpression > SpreadElement:not([argument.type='MemberExpression'][argument.property.name='queryKey'])`,
          message: 'Spread only a queryKeyPrefix(...).queryKey into a query key.',
        },
        {
          selector: `CallExpression[callee.property.name=/^(get|set)Query(Data|State|Defaults)$/] > .arguments:first-child:not(MemberExpression[property.name='queryKey'])`,
          message: 'Read the key from its queryOptions: xxxQueryOptions(...).queryKey.',
        },
        {
          selector: `CallExpression[callee.name=/^use(Suspense)?(Infinite)?Quer(y|ies)$/] ObjectExpression > Property[key.name='queryFn'], CallExpression[callee.property.name=/^(prefetch|fetch|ensure)(Infinite)?Query(Data)?$/] > ObjectExpression > Property[key.name='queryFn']`,
          message:
            'Define the query with queryOptions({ queryKey, queryFn }) in the api/ file and pass that.',
        },
        {
          selector:
            "CallExpression[callee.name='queryKeyPrefix']:not(Program > VariableDeclaration > VariableDeclarator > CallExpression.init, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > CallExpression.init)",
          message:
            'Declare a key prefix once, as a module-level const beside the queryOptions that spread it.',
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [{ target: './packages/contracts', from: './apps', message: 'contracts import no app.' }],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@prepa/api', '@prepa/web', '**/apps/**'], message: 'contracts import no app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...onlyThroughIndex('apps/api/src/modules', 'Reach another module through its index.ts.'),
            {
              target: [
                ...readdirSync(path.join(root, 'apps/api/src'))
                  .filter((name) => name !== 'modules')
                  .map((name) => `./apps/api/src/${name}`),
                './apps/api/test',
                './apps/api/bench',
              ],
              from: './apps/api/src/modules',
              except: areas('apps/api/src/modules').map((area) => `./${area}/index.ts`),
              message: 'Reach a module through its index.ts.',
            },
            {
              target: [
                './apps/api/src/db',
                './apps/api/src/adapters',
                './apps/api/src/http',
                './apps/api/src/config.ts',
              ],
              from: './apps/api/src/modules',
              message: 'db/, adapters/, http/ and config.ts sit below the modules and import none.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Only config.ts reads process.env.',
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/config.ts',
      'apps/api/src/**/*.test.ts',
      'apps/api/test/**/*.ts',
      'apps/api/bench/**/*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
