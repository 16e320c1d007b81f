// What the demo photo generators share (generate-seed-images.mjs for gigs, generate-item-images.mjs
// for marketplace items): SVG helpers, and rendering scenes into the two sizes an upload is stored in
// (backend/src/uploads/urls.ts): `<name>.webp` (display, 1200x800) and `<name>-thumb.webp` (480x320).
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

export const W = 1200;
export const H = 800;
/** Each file must stay under this (bytes): the seed copies them at every first start. */
export const MAX_BYTES = 40_000;

export const SANS = "font-family=\"'DejaVu Sans', 'Liberation Sans', sans-serif\"";
export const SERIF = "font-family=\"'DejaVu Serif', 'Liberation Serif', serif\"";
export const MONO = "font-family=\"'DejaVu Sans Mono', 'Liberation Mono', monospace\"";

/** A small deterministic random source, so a re-run draws the same stars, points and grain. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
export const shadow = (id, dy = 14, blur = 16, opacity = 0.3) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#000" flood-opacity="${opacity}"/></filter>`;
/** Darkened corners, as a lens gives them. */
const VIGNETTE = `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`;
const vignette = () => `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;

export const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${defs}${VIGNETTE}</defs>${body}${vignette()}</svg>`;

/**
 * Renders each scene (name -> function returning SVG) into `out` at both sizes, lowering the WebP
 * quality until both files fit MAX_BYTES. The folder's previous WebP files are removed first (its
 * subfolders are left alone).
 */
export async function writeScenes(out, scenes) {
  await mkdir(out, { recursive: true });
  for (const f of await readdir(out)) if (f.endsWith('.webp')) await rm(join(out, f));
  for (const [name, scene] of Object.entries(scenes)) {
    const rendered = await sharp(Buffer.from(scene())).resize(W, H).png().toBuffer();
    let quality = 80;
    for (;;) {
      const display = await sharp(rendered).webp({ quality, effort: 6 }).toBuffer();
      const thumb = await sharp(rendered)
        .resize(480, 320, { kernel: 'lanczos3' })
        .webp({ quality, effort: 6 })
        .toBuffer();
      if ((display.length <= MAX_BYTES && thumb.length <= MAX_BYTES) || quality <= 40) {
        await writeFile(join(out, `${name}.webp`), display);
        await writeFile(join(out, `${name}-thumb.webp`), thumb);
        console.log(`${name}: display ${display.length} B, thumb ${thumb.length} B (quality ${quality})`);
        break;
      }
      quality -= 5;
    }
  }
}
