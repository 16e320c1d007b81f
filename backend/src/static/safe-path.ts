import { resolve, sep } from 'node:path';

/**
 * Maps a URL path (below a mount point) to a file inside `root`, or null when it could escape it:
 * undecodable text, NUL bytes, `..` or any dot-segment (which also hides dotfiles).
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split(/[/\\]+/).filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || s.includes(':'))) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file === base || file.startsWith(base + sep) ? file : null;
}
