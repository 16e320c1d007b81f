import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { uploadKey } from '../uploads/service';
import type { UploadStorage } from '../uploads/storage';
import { displayFileName, displayUrl, thumbnailFileName } from '../uploads/urls';

/** The demo items' photos are in this subfolder of the seed images (generate-item-images.mjs). */
export const ITEM_PHOTO_FOLDER = 'items';
/** The name `loadSeedPhotos` and an `InstallPhoto` know an item photo by. */
export const itemPhotoName = (name: string) => `${ITEM_PHOTO_FOLDER}/${name}`;

/** Where the demo gigs' and items' photos come from and where uploads are stored. */
export interface SeedImageDirs {
  /**
   * backend/seed-images (dist/seed-images in a build): `<name>.webp` and `<name>-thumb.webp`, the
   * items' in its `items/` folder.
   */
  from: string;
  /** The upload store (createUploadStorage: UPLOAD_DIR or the bucket), served at /uploads. */
  storage: UploadStorage;
}

/** A photo installed as an upload: its key and its display URL (a gig's `imageUrl`). */
export interface InstalledImage {
  key: string;
  url: string;
}

/** A photo being stored as an upload: its key and URL now, its files when `stored` settles. */
export interface StoringImage extends InstalledImage {
  stored: Promise<void>;
}

/** Starts storing the named photo as an upload of `ownerId`. */
export type InstallPhoto = (name: string, ownerId: number) => StoringImage;

/**
 * Reads the named photos (both sizes, already encoded as an upload stores them: nothing is decoded
 * or downloaded) and returns how to store one as an upload of its owner: the same key (uploadKey:
 * owner and display image), file names and storage as POST /api/upload. Files only: the caller
 * records the `uploads` row in its transaction, so the sweep keeps the files.
 */
export async function loadSeedPhotos(dirs: SeedImageDirs, names: readonly string[]): Promise<InstallPhoto> {
  const photos = new Map(
    await Promise.all(
      names.map(
        async (name) =>
          [
            name,
            await Promise.all([
              readFile(join(dirs.from, `${name}.webp`)),
              readFile(join(dirs.from, `${name}-thumb.webp`)),
            ]),
          ] as const,
      ),
    ),
  );
  return (name, ownerId) => {
    const photo = photos.get(name);
    if (!photo) throw new Error(`Seed data: no photo ${name}`);
    const [display, thumbnail] = photo;
    const key = uploadKey(ownerId, display);
    const stored = Promise.all([
      dirs.storage.put(displayFileName(key), display),
      dirs.storage.put(thumbnailFileName(key), thumbnail),
    ]).then(() => undefined);
    return { key, url: displayUrl(key), stored };
  };
}
