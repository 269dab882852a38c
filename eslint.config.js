// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';

/**
 * Import boundaries (ARCHITECTURE.md "Rules that keep rooms clean"):
 * contracts import no app; shared/ imports no area; features reach other areas only through index.ts;
 * pages import features, never the reverse; server modules reach other modules only through index.ts.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
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
          zones: [
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/pages', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: ['./apps/web/src/pages', './apps/web/src/app'] },
            { target: './apps/web/src/pages', from: ['./apps/web/src/app'] },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/*', '!**/features/*/index', '@/features/*/*'],
              message: 'Import another area through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
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
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/service', '../*/routes', '../*/queries', '../*/repo'],
              message: 'Reach another module through its index.ts.',
            },
          ],
        },
      ],
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
