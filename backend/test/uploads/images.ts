import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image bytes, made here: nothing is read from disk or fetched. */

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

export const jpeg = (width = 900, height = 600, background = '#3366cc') =>
  solid(width, height, background).jpeg().toBuffer();
export const png = (width = 900, height = 600) => solid(width, height, '#cc6633').png().toBuffer();
export const webp = (width = 900, height = 600) => solid(width, height, '#33cc66').webp().toBuffer();
export const gif = (width = 900, height = 600) => solid(width, height, '#cccc33').gif().toBuffer();
/** An image, but not of a type the product takes. */
export const tiff = (width = 900, height = 600) => solid(width, height, '#33cccc').tiff().toBuffer();

export const LEAKY_MAKE = 'LeakyCam-7734';

/**
 * A JPEG as a phone writes it: stored landscape (900 x 600, left half red, right half blue) with EXIF
 * Orientation 6 (shown turned a quarter clockwise: red on top, blue below), a camera make and a GPS
 * position.
 */
export async function phoneJpeg(): Promise<Buffer> {
  const red = await solid(450, 600, '#ff0000').png().toBuffer();
  const withExif = await solid(900, 600, '#0000ff')
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withExif({
      IFD0: { Make: LEAKY_MAKE, Model: 'Model X' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '40/1 26/1 46/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '79/1 58/1 56/1',
      },
    })
    .toBuffer();
  // withExif cannot set the orientation; withMetadata keeps the EXIF above and sets it.
  return sharp(withExif).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
}

/** The local-file header that opens a ZIP archive. */
export const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');

/** A JPEG with a ZIP archive appended: a valid JPEG and a valid ZIP at once (a "GIFAR"-style polyglot). */
export async function jpegZipPolyglot(): Promise<Buffer> {
  const name = Buffer.from('evil.html', 'latin1');
  const content = Buffer.from('<script>alert(1)</script>', 'latin1');
  const local = Buffer.alloc(30);
  ZIP_MAGIC.copy(local, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(content) >>> 0, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(name.length, 26);
  return Buffer.concat([await jpeg(), local, name, content]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a valid 20000 x 20000 one-bit PNG (400 megapixels) of a few tens of KB. */
export function bombPng(size = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(size / 8)); // filter byte + all-black pixels
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
export const TEXT = Buffer.from('just some notes, not a picture\n');

/** `image` padded with zero bytes after its end to exactly `size` bytes (decoders ignore them). */
export function padded(image: Buffer, size: number): Buffer {
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}
