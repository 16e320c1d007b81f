import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as whole from '../src';

/** package.json "exports": `.` and one entry per component (`./Button` -> its source file). */
const exportsMap = (
  JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  }
).exports;
const entries = Object.entries(exportsMap).filter(([subpath]) => subpath !== '.');

// eslint-disable-next-line @typescript-eslint/no-require-imports -- each entry is loaded by its file name
const load = (file: string) => require(join(__dirname, '..', file)) as Record<string, unknown>;

describe('@campus/ui component entries', () => {
  it('name source files that exist, each at most once', () => {
    const files = entries.map(([, file]) => file);
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(() => load(file)).not.toThrow();
  });

  it('reach every value the whole-package entry exports, as the same object', () => {
    const byEntry = new Map<string, unknown>();
    for (const [, file] of entries) {
      for (const [name, value] of Object.entries(load(file))) byEntry.set(name, value);
    }
    const missing = Object.keys(whole).filter((name) => !byEntry.has(name));
    expect(missing).toEqual([]);
    for (const [name, value] of Object.entries(whole)) expect(byEntry.get(name)).toBe(value);
  });
});
