// The docs stay a front door that works: every relative link and anchor in README.md, docs/ and bench/
// resolves, the README stays short, and the configuration table in docs/operations.md lists exactly the
// environment variables the code reads. Run: node --test scripts/docs.test.mjs
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { remoteFolders, repoRoot as root } from './lib/remotes.mjs';

const README_MAX_LINES = 150;
const CONFIG_DOC = 'docs/operations.md';
const CONFIG_SECTION = 'Configuration';

/** Folders never scanned: installed, built or generated files. */
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'coverage', 'releases', '.git', '.stryker-tmp']);

/**
 * Variables the code reads that are not the product's configuration, so the table leaves them out: the
 * machine's own (HOME, PATH, locale, temp folder), CI's marker, and values one of our processes sets for
 * a child it starts (the test server's address and template, passed by the backend suite's globalSetup).
 */
const NOT_CONFIGURATION = new Set([
  'CI',
  'HOME',
  'PATH',
  'LANG',
  'LC_ALL',
  'TZ',
  'TMPDIR',
  'CAMPUS_TEST_SERVER_URL',
  'CAMPUS_TEST_TEMPLATE',
]);

/** Where the code that reads the environment lives (folders are walked; a missing one is skipped). */
const SOURCE_ROOTS = [
  'backend/src',
  'backend/test',
  'backend/scripts',
  'scripts',
  'e2e/support',
  'e2e/tier.cjs',
  'e2e/journeys',
  'backend/jest.config.cjs',
  'jest.config.cjs',
  'bench',
  'shell/rspack.config.cjs',
  'rspack.remote.cjs',
  '.ci',
];

function walk(path, keep) {
  const abs = join(root, path);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return keep(path) ? [path] : [];
  return readdirSync(abs, { withFileTypes: true }).flatMap((entry) =>
    SKIP_DIRS.has(entry.name) ? [] : walk(join(path, entry.name), keep),
  );
}

// ---------------------------------------------------------------------------------------------------
// Markdown: headings, anchors, links

/** The text of markdown outside fenced code blocks, line by line (code lines become empty). */
function proseLines(markdown) {
  let fence = null;
  return markdown.split('\n').map((line) => {
    const open = /^\s*(```+|~~~+)/.exec(line);
    if (fence) {
      if (open && open[1][0] === fence[0] && open[1].length >= fence.length) fence = null;
      return '';
    }
    if (open) {
      fence = open[1];
      return '';
    }
    return line;
  });
}

/** GitHub's anchor of a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML
    .replace(/[`*_~]/g, (c) => (c === '_' ? '_' : '')); // code and emphasis markers (an underscore stays)
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers: its headings' (numbered when repeated) and explicit HTML ids. */
export function anchorsOf(markdown) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = githubSlug(heading[1]);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      anchors.add(count === 0 ? base : `${base}-${count}`);
    }
    for (const m of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** Relative link targets of a markdown file, with their line numbers (code spans and blocks skipped). */
export function linksOf(markdown) {
  const links = [];
  proseLines(markdown).forEach((line, i) => {
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '');
    const targets = [
      ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]),
      ...[...prose.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/g)].map((m) => m[1]),
    ];
    for (const target of targets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http:, mailto:, ...
      links.push({ target, line: i + 1 });
    }
  });
  return links;
}

const docFiles = () => [
  'README.md',
  ...walk('docs', (p) => p.endsWith('.md')),
  ...walk('bench', (p) => p.endsWith('.md')),
];

/** The broken links of one markdown file: "file:line target (why)". */
export function brokenLinks(file, markdown, { exists, read }) {
  const problems = [];
  for (const { target, line } of linksOf(markdown)) {
    const hash = target.indexOf('#');
    const path = decodeURI(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const dest = path === '' ? file : join(dirname(file), path);
    const where = `${file}:${line} ${target}`;
    if (relative(root, join(root, dest)).startsWith('..')) {
      problems.push(`${where} (outside the repository)`);
      continue;
    }
    if (!exists(dest)) {
      problems.push(`${where} (no such file)`);
      continue;
    }
    if (anchor === undefined || anchor === '') continue;
    if (!dest.endsWith('.md')) {
      if (!/^L\d+(-L\d+)?$/.test(anchor))
        problems.push(`${where} (an anchor into a file that is not markdown)`);
      continue;
    }
    if (!anchorsOf(read(dest)).has(anchor)) problems.push(`${where} (no heading '#${anchor}' in ${dest})`);
  }
  return problems;
}

const repoFiles = {
  exists: (p) => existsSync(join(root, p)),
  read: (p) => readFileSync(join(root, p), 'utf8'),
};

test('every relative link in README.md, docs/ and bench/ reaches an existing file and heading', () => {
  const files = docFiles();
  assert.ok(files.length > 5, `found only ${files.length} markdown files`);
  const problems = files.flatMap((file) => brokenLinks(file, repoFiles.read(file), repoFiles));
  assert.deepEqual(problems, [], `broken links:\n  ${problems.join('\n  ')}`);
});

test(`README.md is under ${README_MAX_LINES} lines`, () => {
  const lines = repoFiles.read('README.md').replace(/\n$/, '').split('\n').length;
  assert.ok(lines < README_MAX_LINES, `README.md has ${lines} lines; move detail into docs/`);
});

test('the README maps every workspace package', () => {
  const map = repoFiles.read('README.md');
  const packages = [
    ...['shell', 'backend', 'contracts', 'ui', 'e2e'],
    ...remoteFolders(),
    ...readdirSync(root).filter((d) => existsSync(join(root, d, 'package.json')) && !d.startsWith('.')),
  ];
  const missing = [...new Set(packages)].filter((p) => !map.includes(`\n${p}/`));
  assert.deepEqual(missing, [], `README.md's folder map lacks: ${missing.join(', ')}`);
});

// ---------------------------------------------------------------------------------------------------
// Environment variables

const NAME = '[A-Z][A-Z0-9_]*';

/** Names a JavaScript or TypeScript source reads from the environment. */
export function envReadsInScript(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  const names = new Set();
  // process.env.X and process.env['X'], except plain assignments and deletes (`??=` and `||=` read)
  const direct = new RegExp(
    `(delete\\s+)?process\\.env(?:\\.(${NAME})|\\[\\s*['"](${NAME})['"]\\s*\\])(\\s*=(?!=))?`,
    'g',
  );
  for (const m of code.matchAll(direct)) if (!m[1] && !m[4]) names.add(m[2] ?? m[3]);
  // const { A, B: b, C = 1, ...rest } = process.env
  for (const m of code.matchAll(/\{([^{}]*)\}\s*=\s*process\.env\b(?![.[])/g)) {
    for (const part of m[1].split(',')) {
      const key = /^\s*([A-Z][A-Z0-9_]*)\b/.exec(part);
      if (key) names.add(key[1]);
    }
  }
  // a name bound to the environment (`env = process.env`, `env: NodeJS.ProcessEnv`), then env.X / env['X']
  const aliases = new Set();
  for (const m of code.matchAll(/(\w+)\s*(?::\s*NodeJS\.ProcessEnv\s*)?=\s*process\.env\b(?![.[])/g))
    aliases.add(m[1]);
  for (const m of code.matchAll(/(\w+)\??\s*:\s*NodeJS\.ProcessEnv\b/g)) aliases.add(m[1]);
  for (const alias of aliases) {
    const read = new RegExp(
      `(?<![\\w.$])${alias}(?:\\.(${NAME})|\\[\\s*['"](${NAME})['"]\\s*\\])(\\s*=(?!=))?`,
      'g',
    );
    for (const m of code.matchAll(read)) if (!m[3]) names.add(m[1] ?? m[2]);
  }
  // a zod schema of the environment: z.object({ ... }) whose keys are all UPPER_CASE names
  for (const m of code.matchAll(/z\.object\(\s*\{/g)) {
    let depth = 1;
    let i = m.index + m[0].length;
    const start = i;
    while (i < code.length && depth > 0) {
      if (code[i] === '{' || code[i] === '(' || code[i] === '[') depth++;
      else if (code[i] === '}' || code[i] === ')' || code[i] === ']') depth--;
      i++;
    }
    const body = code.slice(start, i - 1);
    let level = 0;
    let top = '';
    for (const c of body) {
      if ('{(['.includes(c)) level++;
      else if ('})]'.includes(c)) level--;
      else if (level === 0) top += c;
    }
    const keys = [...top.matchAll(/(?:^|,)\s*([A-Za-z_$][\w$]*)\s*:/g)].map((k) => k[1]);
    if (keys.length >= 3 && keys.every((k) => /^[A-Z][A-Z0-9_]*$/.test(k))) keys.forEach((k) => names.add(k));
  }
  return names;
}

const SHELL_BUILTINS = new Set([
  'PIPESTATUS',
  'BASH_SOURCE',
  'LINENO',
  'RANDOM',
  'SECONDS',
  'UID',
  'EUID',
  'PWD',
  'OLDPWD',
  'IFS',
]);

/** Names a shell script reads from the environment: $X and ${X...} it does not assign itself. */
export function envReadsInShell(source) {
  const code = source
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  const assigned = new Set();
  for (const m of code.matchAll(
    new RegExp(`(?:^|[\\s;&|(])(?:export\\s+|local\\s+|declare\\s+\\S+\\s+)?(${NAME})\\+?=`, 'gm'),
  ))
    assigned.add(m[1]);
  for (const m of code.matchAll(new RegExp(`\\b(?:for|read(?:\\s+-\\S+)*)\\s+(${NAME})\\b`, 'g')))
    assigned.add(m[1]);
  const names = new Set();
  for (const m of code.matchAll(new RegExp(`\\$\\{?(${NAME})`, 'g')))
    if (!assigned.has(m[1]) && !SHELL_BUILTINS.has(m[1])) names.add(m[1]);
  return names;
}

const isShell = (path, source) => /\.(sh|bash)$/.test(path) || /^#!.*\b(ba)?sh\b/.test(source);
const isScript = (path) => /\.(m|c)?(j|t)sx?$/.test(path) && !/\.d\.ts$/.test(path);

/** Every environment variable the code reads: name → the files that read it. */
function envReads() {
  const roots = [...SOURCE_ROOTS, ...remoteFolders().map((f) => `${f}/rspack.config.cjs`)];
  const reads = new Map();
  const self = relative(root, fileURLToPath(import.meta.url)); // its own examples are not reads
  for (const file of roots.flatMap((r) => walk(r, (p) => p !== self))) {
    const source = repoFiles.read(file);
    const found = isScript(file)
      ? envReadsInScript(source)
      : isShell(file, source)
        ? envReadsInShell(source)
        : [];
    for (const name of found) reads.set(name, [...(reads.get(name) ?? []), file]);
  }
  return reads;
}

/** The variables the configuration section lists: the first cell of its tables' rows, as `NAME`. */
export function tableVariables(markdown, section) {
  const lines = proseLines(markdown);
  const start = lines.findIndex((l) => new RegExp(`^##\\s+${section}\\s*$`).test(l));
  if (start === -1) return undefined;
  const end = lines.findIndex((l, i) => i > start && /^##\s/.test(l));
  const names = new Set();
  for (const line of lines.slice(start + 1, end === -1 ? undefined : end)) {
    const cell = new RegExp(`^\\|\\s*\`(${NAME})\`\\s*\\|`).exec(line);
    if (cell) names.add(cell[1]);
  }
  return names;
}

test(`the configuration table (${CONFIG_DOC}) lists every variable the code reads, and only those`, () => {
  const table = tableVariables(repoFiles.read(CONFIG_DOC), CONFIG_SECTION);
  assert.ok(table && table.size > 10, `no '## ${CONFIG_SECTION}' table found in ${CONFIG_DOC}`);
  const reads = envReads();
  assert.ok(
    reads.has('DATABASE_URL') && reads.has('PORT'),
    'the source scan found nothing: is SOURCE_ROOTS right?',
  );
  const unlisted = [...reads.keys()]
    .filter((name) => !table.has(name) && !NOT_CONFIGURATION.has(name))
    .map((name) => `${name} (read in ${reads.get(name).join(', ')})`);
  const unread = [...table].filter((name) => !reads.has(name));
  assert.deepEqual(
    unlisted,
    [],
    `read by the code but not in ${CONFIG_DOC}'s table:\n  ${unlisted.join('\n  ')}`,
  );
  assert.deepEqual(unread, [], `in ${CONFIG_DOC}'s table but read by nothing: ${unread.join(', ')}`);
});

// ---------------------------------------------------------------------------------------------------
// The checkers themselves, on small inputs

test('anchors follow GitHub: lower case, punctuation dropped, repeats numbered', () => {
  const anchors = anchorsOf(
    "# Top\n## The API's route chain\n## `npm start` & you\n## Top\n```\n## not a heading\n```\n",
  );
  assert.deepEqual([...anchors], ['top', 'the-apis-route-chain', 'npm-start--you', 'top-1']);
});

test('links: relative ones are checked, external ones and code are not', () => {
  const md =
    '[a](x.md#one) [b](https://e.org/x) `[c](nope.md)` [d](#two)\n```\n[e](nope.md)\n```\n[f]: y.md\n';
  assert.deepEqual(
    linksOf(md).map((l) => l.target),
    ['x.md#one', '#two', 'y.md'],
  );
  const files = {
    'docs/a.md': '# One\n[to b](b.md#missing) [self](#one) [gone](c.md)\n',
    'docs/b.md': '# Two\n',
  };
  const problems = brokenLinks('docs/a.md', files['docs/a.md'], {
    exists: (p) => p in files,
    read: (p) => files[p],
  });
  assert.equal(problems.length, 2, problems.join('\n'));
});

test('environment reads: direct, bracketed, destructured, aliased, a zod schema; not assignments', () => {
  const js = `
    const a = process.env.ALPHA; const b = process.env['BRAVO'];
    const { CHARLIE, DELTA: d = 1, ...rest } = process.env;
    process.env.ECHO = 'set'; process.env.FOXTROT ??= '1'; delete process.env.GOLF;
    const site = (env = process.env) => env.HOTEL; function f(e: NodeJS.ProcessEnv) { return e.INDIA; }
    const envSchema = z.object({ JULIET: z.string(), KILO: z.coerce.number().default(1), LIMA: optionalText });
    const other = z.object({ name: z.string(), MIKE: z.string(), id: z.int() });`;
  assert.deepEqual([...envReadsInScript(js)].sort(), [
    'ALPHA',
    'BRAVO',
    'CHARLIE',
    'DELTA',
    'FOXTROT',
    'HOTEL',
    'INDIA',
    'JULIET',
    'KILO',
    'LIMA',
  ]);
  const sh =
    '#!/usr/bin/env bash\nexport DEBIAN_FRONTEND=x\nOUT=1\necho "$OUT ${NOVEMBER:-2} $OSCAR ${PIPESTATUS[0]}"\n# $PAPA\n';
  assert.deepEqual([...envReadsInShell(sh)].sort(), ['NOVEMBER', 'OSCAR']);
});
