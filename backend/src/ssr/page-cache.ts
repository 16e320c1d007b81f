import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';
import type { RemoteManifest } from '@campus/contracts';

/** Pages kept at most (the public addresses visitors open most: /, /gigs, a few gigs and items). */
const MAX_ENTRIES = 500;

/** API writes after which a public page may read differently: gigs, items, reviews, profiles. */
const CATALOG_WRITE = /^\/api\/(gigs|marketplace|reviews|users|profile|me)\b/;

/**
 * Server-rendered pages of visitors without a session, kept `ttlMs` (SSR_CACHE_MS): public pages are
 * the same for every anonymous visitor with the same remote versions, and rendering one costs
 * milliseconds of CPU that a link shared in a group chat would spend hundreds of times. The key is the
 * address and the visitor's manifest (its release of every remote). Cleared on any catalog write this
 * instance serves (`clearOnCatalogWrites`); another instance's write shows here within `ttlMs`.
 * Concurrent misses of one key share one render.
 */
export class AnonymousPageCache {
  private readonly pages = new Map<string, { body: string; until: number }>();
  private readonly rendering = new Map<string, Promise<unknown>>();

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  static key(path: string, search: string, manifest: RemoteManifest): string {
    const versions = createHash('sha1').update(JSON.stringify(manifest)).digest('base64url');
    return `${path}?${search}#${versions}`;
  }

  /** The page kept under `key`, while fresh. */
  get(key: string): string | undefined {
    const kept = this.pages.get(key);
    return kept && kept.until > Date.now() ? kept.body : undefined;
  }

  set(key: string, body: string): void {
    this.pages.delete(key);
    if (this.pages.size >= MAX_ENTRIES) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { body, until: Date.now() + this.ttlMs });
  }

  /** `work()`, shared by every caller asking for `key` while it runs. */
  once<T>(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.rendering.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = work().finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }

  clear(): void {
    this.pages.clear();
  }
}

/** Clears `cache` after every successful write to the catalog's API on this instance. */
export function clearOnCatalogWrites(cache: AnonymousPageCache): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD' && ctx.status < 400 && CATALOG_WRITE.test(ctx.path))
      cache.clear();
  };
}
