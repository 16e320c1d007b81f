import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import registry from './remotes.json' with { type: 'json' };

/** The remotes' folders, from the registry (remotes.json): each gets its import boundaries below. */
const remotes = registry.remotes.map((r) => r.folder);

/** Test files and test helpers: they may also use the shell's test entry, `@campus/shell/testing`. */
const testFiles = ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/__tests__/**/*.{ts,tsx}'];

/** Shell internals by path: a relative climb into the shell folder, or `.../shell/src/...` from anywhere. */
const shellInternalsByPath = [
  {
    regex: '^(\\.\\./)+shell(/|$)|^(?!@campus/)(.*/)?shell/src(/|$)',
    message: 'Shell internals are private: use @campus/shell/runtime (UI primitives: @campus/ui).',
  },
];

/**
 * The shell's package as seen from outside it: only its public entries. `@campus/shell/runtime` is the
 * stateful runtime every remote gets at run time; `@campus/shell/testing` only in tests.
 */
const shellPublicOnly = (testing) => [
  ...shellInternalsByPath,
  {
    regex: testing ? '^@campus/shell(?!/(runtime|testing)$)' : '^@campus/shell(?!/runtime$)',
    message: testing
      ? 'Outside the shell, import only @campus/shell/runtime (and @campus/shell/testing in tests).'
      : 'Outside the shell, import only @campus/shell/runtime (@campus/shell/testing is for tests).',
  },
];

/** @campus/ui and @campus/contracts are reached by their package entries (what the build shares). */
const packageEntriesOnly = [
  {
    regex: '^@campus/ui/|^(\\.\\./)+(ui|contracts)(/|$)|^(?!@campus/)(.*/)?(ui|contracts)/src(/|$)',
    message: 'Import @campus/ui and @campus/contracts by their package names.',
  },
];

/**
 * A remote may not import another remote (by package name or by relative path); of our own packages it
 * imports only the shell's public runtime entry (`@campus/shell/runtime`), `@campus/ui` and
 * `@campus/contracts`.
 */
const remoteBoundaries = (self) => {
  const otherRemotes = remotes
    .filter((r) => r !== self)
    .flatMap((r) => [
      { group: [`@campus/${r}`, `@campus/${r}/*`], message: 'Remotes never import each other.' },
      { group: [`**/${r}/**`, `**/${r}`], message: 'Remotes never import each other.' },
    ]);
  // Tests may also use @campus/testkit (the shared front-end test helpers).
  const ourPackages = (testing) => ({
    regex: testing
      ? '^@campus/(?!(shell|ui|contracts|testkit)(/|$)|mf-)'
      : '^@campus/(?!(shell|ui|contracts)(/|$)|mf-)',
    message: 'A remote imports only @campus/shell/runtime, @campus/ui and @campus/contracts of our packages.',
  });
  const rule = (testing) => [
    'error',
    { patterns: [...otherRemotes, ...shellPublicOnly(testing), ...packageEntriesOnly, ourPackages(testing)] },
  ];
  return [
    { files: [`${self}/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': rule(false) } },
    { files: testFiles.map((f) => `${self}/${f}`), rules: { 'no-restricted-imports': rule(true) } },
  ];
};

/**
 * A remote may run against another copy of contracts than the shell's (shared non-singleton), where
 * `instanceof ApiError` says no for an error the shell's API client raised.
 */
const noApiErrorInstanceof = [
  'error',
  {
    selector: "BinaryExpression[operator='instanceof'][right.name='ApiError']",
    message: 'Use isApiError() from @campus/contracts: it recognises an ApiError from any copy of contracts.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.dev/**',
      '**/node_modules/**',
      '**/coverage/**',
      'backend/drizzle/**',
      '.stryker-tmp/**',
    ],
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
    files: ['shell/**/*.tsx', 'mf-*/**/*.tsx', 'ui/**/*.tsx', 'shell/**/*.ts', 'mf-*/**/*.ts', 'ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-syntax': noApiErrorInstanceof,
    },
  },
  // Nothing outside the shell imports the shell's internals (remotes and contracts: below).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    ignores: ['shell/**', 'mf-*/**', 'contracts/**', 'ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: shellPublicOnly(false) }] },
  },
  {
    files: testFiles,
    ignores: ['shell/**', 'mf-*/**', 'contracts/**', 'ui/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: shellPublicOnly(true) }] },
  },
  // The shell reaches @campus/ui and @campus/contracts by package name too: one shared module each.
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageEntriesOnly }] },
  },
  ...remotes.flatMap(remoteBoundaries),
  // @campus/ui is stateless and may be carried by a remote in its own copy: no shell, no remote, no
  // page-wide state (the session, toasts and the query client are the shell's runtime).
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@campus/shell', '@campus/shell/*'], message: 'ui does not depend on the shell.' },
            { group: ['@campus/mf-*', '**/mf-*/**', '**/mf-*'], message: 'ui does not depend on a remote.' },
            {
              group: ['jotai', 'jotai/*', '@tanstack/*'],
              message: 'ui is stateless: state lives in the runtime.',
            },
            ...shellInternalsByPath,
          ],
        },
      ],
    },
  },
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
