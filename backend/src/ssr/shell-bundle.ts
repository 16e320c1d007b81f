import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import vm from 'node:vm';
import type { RenderRequest, RenderResult } from '@campus/contracts';

/**
 * The shell's server bundle (`shell/dist-server/server.cjs`, built by shell/rspack.server.cjs from
 * shell/src/server): the renderer, and the shared singletons remotes' server bundles are given. The
 * request and reply types are contracts' (the backend does not depend on React).
 */
export interface ShellServerBundle {
  renderApp(request: RenderRequest): Promise<RenderResult<{ dehydrated: unknown; user: unknown }>>;
  sharedModules: Readonly<Record<string, unknown>>;
}

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
  // the file is looked at (a synchronous stat) at most once a second, not on every page
  let checked: { at: number; bundle: ShellServerBundle | null } | null = null;
  return () => {
    const now = Date.now();
    if (checked && now - checked.at < RECHECK_MS) return checked.bundle;
    let bundle: ShellServerBundle | null = null;
    if (existsSync(file)) {
      const { mtimeMs } = statSync(file);
      if (loaded?.mtimeMs !== mtimeMs) {
        const exports = runCommonJs(file);
        if (!isShellBundle(exports)) throw new Error(`${file} is not the shell's server bundle`);
        loaded = { mtimeMs, bundle: exports };
      }
      bundle = loaded.bundle;
    }
    checked = { at: now, bundle };
    return bundle;
  };
}

/** How long a look at the shell's server bundle file stands (a rebuild is picked up within it). */
const RECHECK_MS = 1000;
