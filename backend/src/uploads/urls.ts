import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import { uploads } from '../db/schema';

/**
 * Everything other domains need to know about uploaded images, in one place: sizes, limits, names
 * and URLs. An upload is stored as `/uploads/<key>.webp` (the display image, the URL a gig or an
 * item keeps) and `/uploads/<key>-thumb.webp` (its thumbnail).
 */

/** The spec's limit on the uploaded file (5 MB), counted while it streams in. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Larger images (decoded width x height) are refused from their header, before decoding. */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Every upload is cropped to 3:2 at these sizes, and stored as WebP. */
export const DISPLAY_SIZE = { width: 1200, height: 800 } as const;
export const THUMBNAIL_SIZE = { width: 480, height: 320 } as const;
/** An upload nobody references is deleted (row and files) once it is older than this. */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** The multipart field the image comes in (spec section 7). */
export const IMAGE_FIELD = 'image';

/** Where uploads are served. */
export const UPLOADS_PATH = '/uploads';
/** An upload's files are named by a hash of their content, so they never change: cached for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * A stored file's name: `<key>.webp` or `<key>-thumb.webp`; group 1 is the key, the SHA-256 (64 hex
 * digits) of the owner and the re-encoded display image (uploadKey in service.ts).
 */
export const UPLOAD_FILE_NAME = /^([0-9a-f]{64})(?:-thumb)?\.webp$/;
/** The same, as a PostgreSQL regular expression over a URL (group 1 is the key). */
export const UPLOAD_URL_SQL_PATTERN = '^/uploads/([0-9a-f]{64})(?:-thumb)?\\.webp$';

export const displayFileName = (key: string) => `${key}.webp`;
export const thumbnailFileName = (key: string) => `${key}-thumb.webp`;

/** The URL a gig's `imageUrl` or an item's `images` keeps: `/uploads/<key>.webp`. */
export const displayUrl = (key: string) => `${UPLOADS_PATH}/${displayFileName(key)}`;

const DISPLAY_URL = /^\/uploads\/([0-9a-f]{64})\.webp$/;

/** The key of an upload's display URL; null for any other URL (a thumbnail's, another site's, ...). */
export function uploadKeyOf(url: string): string | null {
  return DISPLAY_URL.exec(url)?.[1] ?? null;
}

/** The thumbnail URL of an upload's display URL (`/uploads/<key>-thumb.webp`); null for other URLs. */
export function thumbnailUrl(url: string): string | null {
  const key = uploadKeyOf(url);
  return key === null ? null : `${UPLOADS_PATH}/${thumbnailFileName(key)}`;
}

/**
 * The key when `url` is the display URL of an upload that `ownerId` made, else null: a route that
 * stores an image URL (a gig's `imageUrl`, an item's `images`) refuses the others.
 *
 * Call it inside the write's transaction: it locks the upload row (FOR KEY SHARE) until that
 * transaction ends, so the sweep, which skips locked rows, cannot delete the upload before the
 * reference to it commits.
 */
export async function ownedUploadKey(db: DbOrTx, ownerId: number, url: string): Promise<string | null> {
  const key = uploadKeyOf(url);
  if (key === null) return null;
  const [row] = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(eq(uploads.key, key), eq(uploads.ownerId, ownerId)))
    .for('key share');
  return row?.key ?? null;
}
