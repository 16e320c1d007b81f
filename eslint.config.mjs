import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const remotes = ['mf-gigs', 'mf-marketplace', 'mf-messages', 'mf-checkout', 'mf-profile'];

/** Test files and test helpers: they may also use the shell's test entry, `@campus/shell/kit-testing`. */
const testFiles = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/__tests__/**/*.{ts,tsx}'];

/** Shell internals by path: a relative climb into the shell folder, or `.../shell/src/...` from anywhere. */
const shellInternalsByPath = [
  {
    regex: '^(\\.\\./)+shell(/|$)|^(?!@campus/)(.*/)?shell/src(/|$)',
    message: 'Shell internals are private: use @campus/shell/kit.',
  },
];

/**
 * The shell's package as seen from outside it: only its public entries. `@campus/shell/kit` is the
 * runtime every remote gets at run time; `@campus/shell/kit-testing` only in tests.
 */
const shellPublicOnly = (testing) => [
  ...shellInternalsByPath,
  {
    regex: testing ? '^@campus/shell(?!/kit(-testing)?$)' : '^@campus/shell(?!/kit$)',
    message: testing
      ? 'Outside the shell, import only @campus/shell/kit (and @campus/shell/kit-testing in tests).'
      : 'Outside the shell, import only @campus/shell/kit (@campus/shell/kit-testing is for tests).',
  },
];

/**
 * A remote may not import another remote (by package name or by relative path), and reaches the shell
 * only through its public runtime entry, `@campus/shell/kit`.
 */
const remoteBoundaries = (self) => {
  const otherRemotes = remotes
    .filter((r) => r !== self)
    .flatMap((r) => [
      { group: [`@campus/${r}`, `@campus/${r}/*`], message: 'Remotes never import each other.' },
      { group: [`**/${r}/**`, `**/${r}`], message: 'Remotes never import each other.' },
    ]);
  const rule = (testing) => ['error', { patterns: [...otherRemotes, ...shellPublicOnly(testing)] }];
  return [
    { files: [`${self}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': rule(false) } },
    { files: testFiles.map((f) => `${self}/${f}`), rules: { 'no-restricted-imports': rule(true) } },
  ];
};

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
  // Nothing outside the shell imports the shell's internals (remotes and contracts: below).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['shell/**', 'mf-*/**', 'contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: shellPublicOnly(false) }] },
  },
  {
    files: testFiles,
    ignores: ['shell/**', 'mf-*/**', 'contracts/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: shellPublicOnly(true) }] },
  },
  ...remotes.flatMap(remoteBoundaries),
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
            ...shellInternalsByPath,
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
