import type { Context } from 'koa';
import { RELEASE_ID, REMOTE_FOLDER } from './releases';

/**
 * The browser's chosen versions, `<folder>:<release id>` or `<folder>:local` joined by ',' (set by
 * /preview/<folder>/<id>, cleared by /preview/exit). Entries that are not of that shape are dropped.
 */
export const PREVIEW_COOKIE = 'campus_preview';
/** A preview lasts until exited, or a month without a new one. */
export const PREVIEW_MAX_AGE_MS = 30 * 24 * 3600_000;

export const LOCAL = 'local';

/** Folder -> release id or 'local'. */
export type Previews = ReadonlyMap<string, string>;

export function parsePreviews(value: string | undefined): Previews {
  const previews = new Map<string, string>();
  for (const part of (value ?? '').split(',')) {
    const [folder = '', choice = '', ...rest] = part.trim().split(':');
    if (rest.length || !REMOTE_FOLDER.test(folder)) continue;
    if (choice === LOCAL || RELEASE_ID.test(choice)) previews.set(folder, choice);
  }
  return previews;
}

export const formatPreviews = (previews: Previews) =>
  [...previews].map(([folder, choice]) => `${folder}:${choice}`).join(',');

export const previewsOf = (ctx: Context): Previews => parsePreviews(ctx.cookies.get(PREVIEW_COOKIE));
