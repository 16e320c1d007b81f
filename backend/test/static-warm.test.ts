import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { BROTLI_QUALITY, compressInChild, GZIP_LEVEL } from '../src/static/compress-child';
import { StaticFileCache } from '../src/static/file-cache';

const BUNDLE = `export const x = 1;\n${'console.log("a line of a bundle");\n'.repeat(400)}`;
const STYLES = `body { margin: 0 }\n${'.card { padding: 4px }\n'.repeat(300)}`;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'campus-warm-'));
  await writeFile(join(dir, 'main.js'), BUNDLE);
  await writeFile(join(dir, 'main.css'), STYLES);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('compressInChild', () => {
  it("answers each body's brotli and gzip forms, byte for byte those this process makes", async () => {
    const bodies = [Buffer.from(BUNDLE), Buffer.from(STYLES)];
    const forms = await compressInChild(bodies);
    expect(forms).toHaveLength(2);
    forms.forEach((f, i) => {
      const body = bodies[i] as Buffer;
      const brotli = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      expect(f.br.equals(brotli)).toBe(true);
      expect(f.gzip.equals(gzipSync(body, { level: GZIP_LEVEL }))).toBe(true);
      expect(brotliDecompressSync(f.br).equals(body)).toBe(true);
      expect(gunzipSync(f.gzip).equals(body)).toBe(true);
    });
  });

  it('fails when the child cannot start', async () => {
    await expect(compressInChild([Buffer.from(BUNDLE)], join(dir, 'no-such-node'))).rejects.toThrow(/ENOENT/);
  });
});

describe('StaticFileCache.warm', () => {
  it("serves the compressing process's forms without compressing again", async () => {
    const cache = new StaticFileCache();
    const asked: number[] = [];
    // stand-ins smaller than each file, so a form made here instead would show
    const files = await cache.warm([dir], {
      compressMany: (bodies) => {
        asked.push(bodies.length);
        return Promise.resolve(
          bodies.map((b) => ({
            br: Buffer.from(`br of ${b.length}`),
            gzip: Buffer.from(`gzip of ${b.length}`),
          })),
        );
      },
    });
    expect(files).toBe(2);
    expect(asked).toEqual([2]);
    const file = await cache.get(join(dir, 'main.js'));
    expect((await file?.representation('br'))?.body.toString()).toBe(`br of ${BUNDLE.length}`);
    expect((await file?.representation('gzip'))?.body.toString()).toBe(`gzip of ${BUNDLE.length}`);
    expect((await file?.representation('br'))?.etag).toMatch(/-br"$/);
  });

  it('compresses in this process when the compressing process fails, and says why', async () => {
    const cache = new StaticFileCache();
    const failures: unknown[] = [];
    await cache.warm([dir], {
      compressMany: () => Promise.reject(new Error('no child today')),
      onChildFailure: (err) => failures.push(err),
    });
    expect(failures).toEqual([new Error('no child today')]);
    const file = await cache.get(join(dir, 'main.css'));
    const br = await file?.representation('br');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br?.body ?? Buffer.alloc(0)).toString()).toBe(STYLES);
  });
});
