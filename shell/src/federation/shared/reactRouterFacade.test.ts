import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '../../../..');
const facade = fs.readFileSync(path.join(__dirname, 'react-router.ts'), 'utf8');
const provided = new Set(facade.match(/^\s+(\w+),$/gm)?.map((line) => line.trim().replace(',', '')));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type) names a file imports from 'react-router'. */
function importedNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router'/g)) {
    if (match[1]) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim();
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('shared react-router facade', () => {
  it('provides every react-router name the shell and the remotes import at run time', () => {
    const packages = ['shell', 'mf-gigs', 'mf-marketplace', 'mf-messages', 'mf-checkout', 'mf-profile'];
    const missing: string[] = [];
    for (const pkg of packages) {
      for (const file of sourceFiles(path.join(repo, pkg, 'src'))) {
        for (const name of importedNames(fs.readFileSync(file, 'utf8'))) {
          if (!/^[A-Z]\w*(Object|Props|Function|Args)$/.test(name) && !provided.has(name)) {
            missing.push(`${path.relative(repo, file)}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
