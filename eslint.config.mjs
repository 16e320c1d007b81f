import fs from 'node:fs';
import path from 'node:path';
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

/** @campus/ui and @campus/contracts are reached by their package entries (`@campus/ui`, `@campus/ui/Button`). */
const packageEntriesOnly = [
  {
    regex: '^@campus/ui/[^/]+/|^(\\.\\./)+(ui|contracts)(/|$)|^(?!@campus/)(.*/)?(ui|contracts)/src(/|$)',
    message: 'Import @campus/ui and @campus/contracts by their package entries (@campus/ui/Button).',
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

// ---- layers (docs/decisions/layers.md) ------------------------------------------------------------

/** Folder names under a folder (tests' own folders aside). */
const listDirs = (dir) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !['__tests__', 'node_modules'].includes(e.name))
        .map((e) => e.name)
    : [];

/** Every folder under `dir`, as parts relative to it, the folder itself first. */
const foldersUnder = (dir, parts = []) => [
  parts,
  ...listDirs(path.join(dir, ...parts)).flatMap((d) => foldersUnder(dir, [...parts, d])),
];

const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The relative specifier from folder `from` to member `to` (both as parts under src). */
function relativeSpec(from, to) {
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  const climb = from.length - common;
  return (climb === 0 ? './' : '../'.repeat(climb)) + to.slice(common).join('/');
}

/**
 * A package's layers, checked on its relative imports. Each member (a folder, or a file in src named
 * without its extension) belongs to one layer; a layer lists the layers it may import ('*': any). Within
 * a layer, `peers: 'index'` lets a member reach another only through its index.ts (`../orders`, never
 * `../orders/process`); `peers: 'yes'` allows any file. A member always imports its own files. Rules
 * are made per source folder: a relative path means another thing one folder deeper.
 */
function layerBlocks({ src, layers, why, patterns: base }) {
  const members = Object.entries(layers).flatMap(([layer, spec]) =>
    spec.members.map((name) => ({ name, parts: name.split('/'), layer })),
  );
  const inMember = (parts, m) => m.parts.every((p, i) => parts[i] === p);
  const memberOf = (parts) =>
    members.filter((m) => inMember(parts, m)).sort((a, b) => b.parts.length - a.parts.length)[0];
  const rulesFor = (folder, here) => {
    const { imports, peers } = layers[here.layer];
    if (imports === '*') return [];
    return members.flatMap((target) => {
      if (target.name === here.name) return [];
      const sameLayer = target.layer === here.layer;
      if (sameLayer ? peers === 'yes' : imports.includes(target.layer)) return [];
      const spec = relativeSpec(folder, target.parts);
      if (sameLayer && peers === 'index')
        return [
          {
            regex: `^${escapeRe(spec)}/.+`,
            message: `${here.name} reaches into ${target.name}: use another ${here.layer} member only through its index.ts ('${spec}'). ${why}`,
          },
        ];
      const own = peers === 'yes' ? [here.layer] : peers === 'index' ? [`${here.layer} (by index.ts)`] : [];
      const allowed = [...own, ...imports].join(', ') || 'nothing of ours';
      return [
        {
          regex: `^${escapeRe(spec)}(/.*)?$`,
          message: `${here.name} (${here.layer}) imports ${target.name} (${target.layer}): ${here.layer} may import only ${allowed}. ${why}`,
        },
      ];
    });
  };
  const block = (files, patterns) =>
    patterns.length === 0
      ? []
      : [
          {
            files,
            ignores: testFiles,
            rules: { 'no-restricted-imports': ['error', { patterns: [...base, ...patterns] }] },
          },
        ];
  const rootFiles = members
    .filter((m) => m.parts.length === 1 && listDirs(src).every((d) => d !== m.name))
    .flatMap((m) => block([`${src}/${m.name}.{ts,tsx}`], rulesFor([], m)));
  const folders = foldersUnder(src)
    .filter((folder) => folder.length > 0)
    .flatMap((folder) => {
      const here = memberOf(folder);
      return here ? block([`${[src, ...folder].join('/')}/*.{ts,tsx}`], rulesFor(folder, here)) : [];
    });
  return [...rootFiles, ...folders];
}

const why = 'See docs/decisions/layers.md.';

/** The backend: layer-free base files, the floor (each folder its own layer), domains, the composition root. */
const backendSrc = 'backend/src';
const backendFloor = {
  db: ['base'],
  ledger: ['base', 'db'],
  sessions: ['base', 'db'],
  jobs: ['base', 'db'],
  mail: ['base'],
  http: ['base', 'db', 'sessions'],
  events: ['base', 'db', 'http', 'sessions'],
};
const backendRoot = ['app', 'main', 'services', 'seed', 'openapi'];
const backendLayers = {
  base: {
    members: ['domain-errors', 'config', 'logger', 'session-secret', 'first-use'],
    imports: [],
    peers: 'yes',
  },
  ...Object.fromEntries(
    Object.entries(backendFloor).map(([dir, imports]) => [dir, { members: [dir], imports }]),
  ),
  domain: {
    members: listDirs(backendSrc).filter((d) => !(d in backendFloor) && !backendRoot.includes(d)),
    imports: ['base', ...Object.keys(backendFloor)],
    peers: 'index',
  },
  root: { members: backendRoot, imports: '*' },
};

/** The shell: app on top, then features (each page, the layout, order notifications), shared, runtime. */
const shellSrc = 'shell/src';
const shellLayers = {
  app: { members: ['app', 'bootstrap', 'index'], imports: '*' },
  feature: {
    members: [...listDirs(`${shellSrc}/pages`).map((d) => `pages/${d}`), 'layout', 'orders'],
    imports: ['shared', 'runtime'],
    peers: 'index',
  },
  shared: { members: ['federation', 'components'], imports: ['runtime'], peers: 'yes' },
  runtime: { members: ['runtime'], imports: [] },
};

/** A remote (bulletproof-react): exposes → features (each its own, through its index) → shared folders. */
const remoteLayers = (self) => {
  const src = `${self}/src`;
  return {
    app: { members: ['exposes'], imports: '*' },
    feature: {
      members: listDirs(`${src}/features`).map((d) => `features/${d}`),
      imports: ['shared'],
      peers: 'index',
    },
    shared: {
      members: listDirs(src).filter((d) => !['exposes', 'features', 'test'].includes(d)),
      imports: [],
      peers: 'yes',
    },
  };
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
      'shell/dist-server/**',
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
  ...layerBlocks({ src: backendSrc, layers: backendLayers, why, patterns: shellPublicOnly(false) }),
  {
    // Heavy packages the backend loads on first use (first-use.ts), in the one module that needs them: each
    // holds megabytes of resident memory from start (bench/memory) for work many instances rarely do.
    files: [`${backendSrc}/**/*.ts`],
    ignores: testFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(sharp|stripe|@aws-sdk/.+|@node-rs/argon2|jose|nodemailer)$',
              allowTypeImports: true,
              message:
                'Load it on first use, onFirstUse(() => import(...)) (first-use.ts), not at start: it holds megabytes of memory idle (bench/memory).',
            },
          ],
        },
      ],
    },
  },
  ...layerBlocks({ src: shellSrc, layers: shellLayers, why, patterns: packageEntriesOnly }),
  ...remotes.flatMap((self) =>
    layerBlocks({
      src: `${self}/src`,
      layers: remoteLayers(self),
      why,
      // the remote's own boundaries (above) stay: a block's patterns replace the earlier block's
      patterns: remoteBoundaries(self)[0].rules['no-restricted-imports'][1].patterns,
    }),
  ),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
