/**
 * Compression of many files in a child process that exits once it has answered. Brotli at quality 11
 * takes tens of MB while it runs; freed, most of it stays with the process that ran it (glibc keeps it
 * for reuse), so compressing every bundle inside the server at start left it about 15 MB larger for
 * good (bench/memory). The child's memory goes back to the system when it exits.
 */
import { spawn } from 'node:child_process';
import type { Encoding } from './encoding';

export type CompressedEncoding = Exclude<Encoding, 'identity'>;

/** How each encoding is made, here and in the child: quality over speed, as files are compressed once. */
export const BROTLI_QUALITY = 11;
export const GZIP_LEVEL = 9;

/** Each body's compressed forms, in the order given. */
export type CompressMany = (bodies: Buffer[]) => Promise<Record<CompressedEncoding, Buffer>[]>;

/**
 * The child (plain JavaScript: it runs from this string, whatever way the server was built): one
 * message of bodies in, one of their compressed forms out, then it leaves. It stops early when the
 * server is gone.
 */
const CHILD_SOURCE = `
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
const br = promisify(brotliCompress);
const gz = promisify(gzip);
process.on('disconnect', () => process.exit(0));
process.once('message', async ({ bodies, brotliQuality, gzipLevel }) => {
  const out = [];
  for (const body of bodies) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    const [b, g] = await Promise.all([br(body, { params }), gz(body, { level: gzipLevel })]);
    out.push({ br: b, gzip: g });
  }
  process.send(out, () => process.disconnect());
});
`;

const asBuffer = (view: Uint8Array) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);

/** Brotli and gzip forms of `bodies`, made by a child process (`execPath`: a Node.js, this one by default). */
export function compressInChild(bodies: Buffer[], execPath = process.execPath): ReturnType<CompressMany> {
  return new Promise((ok, fail) => {
    const child = spawn(execPath, ['--input-type=module', '--eval', CHILD_SOURCE], {
      env: {},
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    child.once('error', fail);
    child.once('message', (answer) => {
      const forms = answer as Record<CompressedEncoding, Uint8Array>[];
      ok(forms.map((f) => ({ br: asBuffer(f.br), gzip: asBuffer(f.gzip) })));
    });
    // after the answer this changes nothing (a promise settles once)
    child.once('exit', (code, signal) =>
      fail(new Error(`the compressing process ended (${signal ?? `code ${code}`}) without an answer`)),
    );
    child.send({ bodies, brotliQuality: BROTLI_QUALITY, gzipLevel: GZIP_LEVEL }, (err) => {
      if (err) fail(err);
    });
  });
}
