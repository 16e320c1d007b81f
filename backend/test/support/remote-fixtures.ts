import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemoteDeclaration } from '@campus/contracts';

/** Files of a STATIC_ROOT as the builds and `npm run ship` write them, for the remote manifest's tests. */

export async function put(path: string, content: unknown): Promise<void> {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(
    path,
    typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
  );
}

/** A declaration with one public route whose first paint says `heading`. */
export function declaration(path: string, page: string, heading: string): RemoteDeclaration {
  return {
    exposes: { [page]: `./src/exposes/${page.slice(2)}.tsx` },
    routes: [
      { path, page, guarded: false, title: heading, firstPaint: { heading, text: `${heading} text` } },
    ],
    nav: [{ label: heading, to: path, area: 'public', order: 10 }],
  };
}

/** A published release: its entry, release.json and (unless null) campus-remote.json. */
export async function publishRelease(
  root: string,
  folder: string,
  id: string,
  declared: RemoteDeclaration | null,
  shellRuntime: string | null = null,
): Promise<void> {
  const dir = join(root, 'releases', folder, id);
  await put(join(dir, 'remoteEntry.js'), `var ${folder.replace(/-/g, '_')};`);
  await put(join(dir, 'release.json'), {
    id,
    version: id.split('-')[0],
    shellRuntime,
    publishedAt: new Date().toISOString(),
  });
  if (declared) await put(join(dir, 'campus-remote.json'), declared);
}

export interface LiveFixture {
  live: string;
  canary?: { id: string; share: number };
}

/** releases/live.json, replaced whole (renamed over, as the ship script does). */
export async function writeLive(root: string, record: Record<string, LiveFixture>): Promise<void> {
  const full = Object.fromEntries(
    Object.entries(record).map(([folder, e]) => [
      folder,
      {
        live: e.live,
        activatedAt: '2026-01-01T00:00:00.000Z',
        history: [],
        activations: [{ id: e.live, at: '2026-01-01T00:00:00.000Z', channel: 'live' }],
        ...(e.canary ? { canary: { ...e.canary, startedAt: '2026-01-02T00:00:00.000Z' } } : {}),
      },
    ]),
  );
  const tmp = join(root, 'releases', `live.json.${process.pid}.tmp`);
  await put(tmp, full);
  await rename(tmp, join(root, 'releases', 'live.json'));
}
