/**
 * Uploaded images as the front end shows them. `POST /api/upload` stores each image re-encoded, cropped
 * to 3:2, at two sizes: `/uploads/<key>.webp` (the display image: the URL a gig's `imageUrl` keeps)
 * and `/uploads/<key>-thumb.webp` (its thumbnail, for cards). The backend's own helpers are in
 * backend/src/uploads/urls.ts.
 */
export const UPLOAD_IMAGE_SIZES = {
  display: { width: 1200, height: 800 },
  thumbnail: { width: 480, height: 320 },
} as const;

const DISPLAY_URL = /^\/uploads\/([0-9a-f]{64})\.webp$/;

/** The thumbnail URL of an upload's display URL (`/uploads/<key>-thumb.webp`); null for any other URL. */
export function thumbnailUrl(displayUrl: string): string | null {
  const key = DISPLAY_URL.exec(displayUrl)?.[1];
  return key === undefined ? null : `/uploads/${key}-thumb.webp`;
}
