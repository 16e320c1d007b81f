import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-gigs', 'mf-marketplace', 'mf-messages', 'mf-checkout', 'mf-profile'];

/** A remote may not import another remote (by package name or by relative path). */
const noOtherRemote = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: remotes
          .filter((r) => r !== self)
          .flatMap((r) => [
            { group: [`@campus/${r}`, `@campus/${r}/*`], message: 'Remotes never import each other.' },
            { group: [`**/${r}/**`, `**/${r}`], message: 'Remotes never import each other.' },
          ]),
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'backend/drizzle/**', '.stryker-tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'shell/**/*.ts', 'mf-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...remotes.map(noOtherRemote),
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@tanstack/*', 'styled-components', 'jotai'],
              message: 'contracts is framework-free.',
            },
            { group: ['koa', 'koa-*', '@koa/*'], message: 'contracts is framework-free.' },
            { group: ['@campus/*'], message: 'contracts depends on nothing of ours.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
