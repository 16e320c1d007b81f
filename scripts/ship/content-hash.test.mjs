// Release ids: the same build gets the same id, whatever time its types archive was written at.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { contentHash } from './store.mjs';
import { zipEntries } from './zip-entries.mjs';

/** A zip of deflated entries, every one stamped with `dosTime` (the bytes a new build changes). */
function zip(files, dosTime) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(Buffer.from(text));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(text.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(text.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const dirs = [];
function dist(types, dosTime) {
  const dir = mkdtempSync(join(tmpdir(), 'content-hash-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'remoteEntry.js'), 'var mf_x;');
  writeFileSync(join(dir, '@mf-types.zip'), zip(types, dosTime));
  return dir;
}
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('contentHash', () => {
  const TYPES = { 'Page.d.ts': 'export default function Page(): JSX.Element;' };

  it('reads a zip back entry by entry', () => {
    const entries = zipEntries(zip({ 'a.d.ts': 'A', 'b/c.d.ts': 'C' }, 1));
    assert.deepEqual(
      entries.map((e) => [e.name, e.data.toString()]),
      [
        ['a.d.ts', 'A'],
        ['b/c.d.ts', 'C'],
      ],
    );
  });

  it('gives a build the same id whenever its types archive was written', () => {
    assert.equal(contentHash(dist(TYPES, 0x1000)), contentHash(dist(TYPES, 0x2000)));
  });

  it('gives a build whose types changed another id', () => {
    const changed = { 'Page.d.ts': 'export default function Page(props: { id: number }): JSX.Element;' };
    assert.notEqual(contentHash(dist(TYPES, 0x1000)), contentHash(dist(changed, 0x1000)));
  });
});
