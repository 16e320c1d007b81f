import { unprocessable, unsupported } from '../domain-errors';
import { onFirstUse } from '../first-use';
import { DISPLAY_SIZE, MAX_INPUT_PIXELS, THUMBNAIL_SIZE } from './urls';

/** The spec's message for a file that is not an image (section 5), as the API's `{ message }`. */
export const NOT_AN_IMAGE = 'Please select an image file';
/** The spec's message for a file over 5 MB (section 5). */
export const FILE_TOO_LARGE = 'File size exceeds 5MB limit';
export const TOO_MANY_PIXELS = `Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`;

export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/**
 * The image type the file's first bytes (magic numbers) say, whatever its name or declared type;
 * null for anything else (SVG, HTML, PDF, text, ...).
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ProcessedImage {
  /** DISPLAY_SIZE, WebP. */
  display: Buffer;
  /** THUMBNAIL_SIZE, WebP, the same crop. */
  thumbnail: Buffer;
}

const tooManyPixels = () => unprocessable(TOO_MANY_PIXELS);

/**
 * Re-encodes an uploaded image, refusing what is not one. The type comes from the bytes; the size
 * from the header (`metadata()` decodes no pixels), so a decompression bomb (a few KB that decode to
 * 20000 x 20000) is refused before decoding, and libvips' own `limitInputPixels` stops any decoder
 * that meets more. Accepted images are turned upright (EXIF orientation), cropped to 3:2 around
 * their most interesting part and written anew as WebP: no metadata (EXIF, GPS, XMP, ICC, comments)
 * and nothing appended to the file (a JPEG/ZIP polyglot's archive) survives, as nothing but the
 * decoded pixels is written. An animated GIF or WebP keeps its first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  return decodeSlots.run(() => reencode(input));
}

/**
 * Decoding a large image takes up to ~150 MB (50 megapixels): at most this many uploads are decoded at
 * once, the others wait their turn, so a burst of uploads cannot exhaust the server's memory.
 */
export const MAX_CONCURRENT_DECODES = 2;

/** A first-come queue of `size` slots. */
export function slots(size: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (busy >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else busy += 1;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else busy -= 1;
      }
    },
  };
}

const decodeSlots = slots(MAX_CONCURRENT_DECODES);

/**
 * sharp (libvips) loads with the first upload, not at start: it is the largest module the backend has
 * (about 13 MB resident, bench/memory), and most instances go long stretches without an upload.
 */
const loadSharp = onFirstUse(() => import('sharp').then((m) => m.default));

async function reencode(input: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(input);
  if (!type) throw unsupported(NOT_AN_IMAGE);
  const sharp = await loadSharp();
  const header = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupported(NOT_AN_IMAGE);
    });
  // The decoder libvips picked must be the one the magic number named.
  if (header.format !== type) throw unsupported(NOT_AN_IMAGE);
  if (!(header.width > 0 && header.height > 0)) throw unsupported(NOT_AN_IMAGE);
  if (header.width * header.height > MAX_INPUT_PIXELS) throw tooManyPixels();

  try {
    const display = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(DISPLAY_SIZE.width, DISPLAY_SIZE.height, { fit: 'cover', position: sharp.strategy.attention })
      .webp({ quality: 82 })
      .toBuffer();
    const thumbnail = await sharp(display)
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height, { fit: 'cover' })
      .webp({ quality: 80 })
      .toBuffer();
    return { display, thumbnail };
  } catch (err) {
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooManyPixels();
    // The header was fine but the pixels are not (truncated or corrupt data).
    throw unsupported(NOT_AN_IMAGE);
  }
}
