import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';
import type { PageHead, RemoteManifest } from '@campus/contracts';

/**
 * The shell's server bundle (`shell/dist-server/server.cjs`, built by shell/rspack.server.cjs from
 * shell/src/server): the renderer, and the shared singletons remotes' server bundles are given. These
 * types restate shell/src/server/types.ts at the boundary (the backend does not depend on React).
 */
export interface ShellServerBundle {
  renderApp(request: RenderRequest): Promise<RenderResult>;
  sharedModules: Readonly<Record<string, unknown>>;
}

export interface RenderRequest {
  path: string;
  search: string;
  apiOrigin: string;
  cookie: string | undefined;
  hasSession: boolean;
  origin: string;
  manifest: RemoteManifest;
  guarded: boolean;
  remote: { id: string; route: string; page: string; bundle: Promise<unknown> } | null;
  budgetMs: number;
}

export type FallbackReason = 'no-bundle' | 'load-failed' | 'no-page' | 'budget' | 'data' | 'render';

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      html: string;
      styles: string;
      state: { dehydrated: unknown; user: unknown };
      head: PageHead | null;
      fallback: FallbackReason | null;
      errors: unknown[];
    };

/**
 * The bundle's exports, evaluated afresh (not through require(), whose cache would keep the old build
 * after a rebuild).
 */
function runCommonJs(file: string): unknown {
  const run = vm.compileFunction(
    readFileSync(file, 'utf8'),
    ['exports', 'require', 'module', '__filename', '__dirname'],
    {
      filename: file,
    },
  ) as (
    exports: unknown,
    require: NodeJS.Require,
    module: { exports: unknown },
    f: string,
    d: string,
  ) => void;
  const module = { exports: {} as unknown };
  run(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

function isShellBundle(value: unknown): value is ShellServerBundle {
  if (typeof value !== 'object' || value === null) return false;
  const bundle = value as Partial<ShellServerBundle>;
  return typeof bundle.renderApp === 'function' && typeof bundle.sharedModules === 'object';
}

/**
 * Loads the shell's server bundle on first use (not at start: the idle backend stays small), again
 * when the file changes (a rebuild), and answers null while there is none (then pages are rendered by
 * the browser, as before server rendering).
 */
export function shellBundleLoader(file: string): () => ShellServerBundle | null {
  let loaded: { mtimeMs: number; bundle: ShellServerBundle } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (loaded?.mtimeMs === mtimeMs) return loaded.bundle;
    const bundle = runCommonJs(file);
    if (!isShellBundle(bundle)) throw new Error(`${file} is not the shell's server bundle`);
    loaded = { mtimeMs, bundle };
    return bundle;
  };
}
