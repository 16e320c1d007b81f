import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../../..');
const packages = ['shell', 'ui', 'mf-gigs', 'mf-marketplace', 'mf-messages', 'mf-checkout', 'mf-profile'];
/** Shared library -> the file the shell provides for it (rspack.remote.cjs FACADES). */
const facades: Record<string, string> = {
  'react-router': 'react-router.ts',
  '@tanstack/react-query': 'react-query.ts',
};

function provided(file: string): Set<string> {
  const source = fs.readFileSync(path.join(__dirname, file), 'utf8');
  return new Set(source.match(/^\s+(\w+),$/gm)?.map((line) => line.trim().replace(',', '')));
}

/**
 * Source that can reach a browser bundle: not tests, not the jest-only helpers (runtime/testing*,
 * src/test/), and not the server bundles' own code (shell/src/server/, a remote's src/server.ts), which
 * take the whole packages from the server's host.
 */
function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'test', '__tests__', 'server'].includes(entry.name) ? [] : sourceFiles(full);
    }
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name);
    return isSource && !/^(testing|server\.ts$)/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type) names each file imports from `lib`. */
function importsByFile(lib: string): [string, string[]][] {
  const pattern = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${lib.replace('/', '\\/')}'`,
    'g',
  );
  return packages.flatMap((pkg) =>
    sourceFiles(path.join(repo, pkg, 'src')).map((file): [string, string[]] => {
      const names: string[] = [];
      for (const match of fs.readFileSync(file, 'utf8').matchAll(pattern)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (
            name &&
            !name.startsWith('type ') &&
            !/^[A-Z]\w*(Object|Props|Function|Args|Options|Result)$/.test(name)
          ) {
            names.push(name);
          }
        }
      }
      return [path.relative(repo, file), names];
    }),
  );
}

describe.each(Object.entries(facades))('shared %s facade', (lib, file) => {
  it('provides every name the shell and the remotes import at run time', () => {
    const names = provided(file);
    const missing = importsByFile(lib).flatMap(([source, imported]) =>
      imported.filter((name) => !names.has(name)).map((name) => `${source}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('provides nothing that no package imports (each name ships to every visitor)', () => {
    const used = new Set(importsByFile(lib).flatMap(([, imported]) => imported));
    expect([...provided(file)].filter((name) => !used.has(name))).toEqual([]);
  });
});
