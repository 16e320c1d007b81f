import { readFile, stat } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import { join } from 'node:path';
import vm from 'node:vm';
import { RELEASE_ID, REMOTE_FOLDER, type ReleaseStore } from '../remotes';

/** The file of a remote's server bundle, inside its build or release (rspack.remote.cjs, serverConfig). */
export const SERVER_BUNDLE_FILE = 'server/remote.cjs';

/** Bundles kept per remote folder (live, canary, a preview or two); the least recently used goes first. */
const KEPT_PER_FOLDER = 3;
/** A bundle nobody asked for this long is dropped (a rolled-back or finished canary release). */
const IDLE_MS = 10 * 60 * 1000;

const nodeRequire = createRequire(import.meta.url);

export class NoServerBundle extends Error {
  constructor(entry: string) {
    super(`no server bundle for ${entry}`);
    this.name = 'NoServerBundle';
  }
}

interface Loaded {
  folder: string;
  bundle: Promise<unknown>;
  lastUsed: number;
}

/**
 * Runs a server bundle's CommonJS text in this process with its own module object; its `require` gives
 * the host's singletons (`shared`) and Node's built-ins, nothing else. No require.cache entry: once
 * the bundle is dropped from RemoteBundles nothing holds it, and the collector takes it.
 */
export function evaluateBundle(
  code: string,
  filename: string,
  shared: Readonly<Record<string, unknown>>,
): unknown {
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename,
  }) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: { exports: unknown },
    f: string,
    d: string,
  ) => void;
  const module = { exports: {} as unknown };
  const hostRequire = (id: string): unknown => {
    if (Object.hasOwn(shared, id)) return shared[id];
    if (isBuiltin(id)) return nodeRequire(id);
    throw new Error(`${filename} requires '${id}', which the server renderer does not provide`);
  };
  run(module.exports, hostRequire, module, filename, '/');
  const exported = module.exports as { pages?: unknown };
  if (typeof exported !== 'object' || exported === null || typeof exported.pages !== 'object')
    throw new Error(`${filename} exports no pages`);
  return exported;
}

/**
 * The remotes' server bundles this instance has loaded, by the entry the visitor's manifest names:
 * a published release (`/mf/<folder>/<id>/remoteEntry.js`: its `server/remote.cjs` from the release
 * store, shared by every instance) or a never-shipped build (`/mf/<folder>/remoteEntry.js`: from
 * `<folder>/dist/server/`, reloaded when the file changes). A release goes live or rolls back with no
 * restart: the visitor's manifest names another release, which is loaded on first use; the one no
 * longer asked for is dropped (after IDLE_MS, or as the fourth of its folder).
 */
export class RemoteBundles {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly staticRoot: string,
    private readonly releases: ReleaseStore | null,
    private readonly shared: () => Readonly<Record<string, unknown>>,
  ) {}

  /**
   * The bundle of a remote entry address; rejects with NoServerBundle when it has none. Marked handled:
   * the renderer may stop waiting for it (budget, a redirect) before it settles.
   */
  get(entry: string): Promise<unknown> {
    const bundle = this.load(entry);
    bundle.catch(() => undefined);
    return bundle;
  }

  /**
   * Which build of its remote an entry names now: `<folder>/<release>`, or `<folder>/dist@<mtime>` for
   * a never-shipped build (a rebuild is another one); null when it has none on the server.
   */
  async version(entry: string): Promise<string | null> {
    return (await this.locate(entry))?.key ?? null;
  }

  private async locate(
    entry: string,
  ): Promise<{ key: string; folder: string; read: () => Promise<Buffer | null> } | null> {
    const [, mount, folder = '', ...rest] = entry.split('/');
    if (mount !== 'mf' || !REMOTE_FOLDER.test(folder)) return null;
    const release = rest.length > 1 && RELEASE_ID.test(rest[0] ?? '') ? rest[0] : undefined;
    if (release) {
      const { releases } = this;
      return {
        key: `${folder}/${release}`,
        folder,
        read: async () => (await releases?.file(folder, release, SERVER_BUNDLE_FILE))?.body ?? null,
      };
    }
    const file = join(this.staticRoot, folder, 'dist', SERVER_BUNDLE_FILE);
    const mtime = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    return mtime === null ? null : { key: `${folder}/dist@${mtime}`, folder, read: () => readFile(file) };
  }

  private async load(entry: string): Promise<unknown> {
    const located = await this.locate(entry);
    if (!located) throw new NoServerBundle(entry);
    const { key, folder, read } = located;
    const now = Date.now();
    let found = this.loaded.get(key);
    if (!found) {
      const bundle = read().then((code) => {
        if (!code) throw new NoServerBundle(entry);
        return evaluateBundle(code.toString('utf8'), `${key}/${SERVER_BUNDLE_FILE}`, this.shared());
      });
      found = { folder, bundle, lastUsed: now };
      this.loaded.set(key, found);
      // A bundle not found is looked for again by the next request (a release read just before it was
      // published); one that throws as it runs is kept as it is: its code never changes.
      const entryLoaded = found;
      bundle.catch((error: unknown) => {
        if (error instanceof NoServerBundle && this.loaded.get(key) === entryLoaded) this.loaded.delete(key);
      });
      this.sweep(folder, now);
    }
    found.lastUsed = now;
    return found.bundle;
  }

  private sweep(folder: string, now: number): void {
    for (const [key, entry] of this.loaded) if (now - entry.lastUsed > IDLE_MS) this.loaded.delete(key);
    const ofFolder = [...this.loaded].filter(([, e]) => e.folder === folder);
    ofFolder.sort(([, a], [, b]) => b.lastUsed - a.lastUsed);
    for (const [key] of ofFolder.slice(KEPT_PER_FOLDER)) this.loaded.delete(key);
  }
}
