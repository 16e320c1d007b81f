import { join, resolve } from 'node:path';

export const backendDir = resolve(__dirname, '..', '..');
export const migrationsFolder = join(backendDir, 'drizzle');
/** The demo gigs' photos (the seed copies them into the upload folder). */
export const seedImagesDir = join(backendDir, 'seed-images');
