import type { Middleware } from 'koa';
import type { Config } from '../config';
import type { Db } from '../db/types';
import { notFound } from '../domain-errors';
import { robotsTxt } from './robots';
import { fixedPagesSitemap, LISTINGS, listingSitemap, sitemapIndex } from './sitemap';

/** Crawlers may keep these a few minutes; each answer is read from the database, so a new gig shows at once. */
const CACHE = 'public, max-age=300';
const LISTING_FILE = /^\/sitemap-([a-z]+)-([1-9]\d{0,6})\.xml$/;

/**
 * GET /robots.txt, /sitemap.xml (an index), /sitemap-pages.xml and /sitemap-<listing>-<n>.xml (active
 * gigs, available items; `pageSize` URLs each), with absolute URLs from PUBLIC_ORIGIN.
 */
export function crawlerRoutes({
  db,
  config,
}: {
  db: Db;
  config: Pick<Config, 'publicOrigin' | 'sitemapPageSize'>;
}): Middleware {
  const origin = config.publicOrigin;
  const pageSize = config.sitemapPageSize;
  return async (ctx, next) => {
    const path = ctx.path;
    if (path !== '/robots.txt' && !(path.startsWith('/sitemap') && path.endsWith('.xml'))) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (path === '/robots.txt') {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = robotsTxt(origin);
    } else if (path === '/sitemap.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = await sitemapIndex(db, origin, pageSize);
    } else if (path === '/sitemap-pages.xml') {
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = fixedPagesSitemap(origin);
    } else {
      const [, name, n] = LISTING_FILE.exec(path) ?? [];
      const listing = LISTINGS.find((l) => l.name === name);
      const body = listing ? await listingSitemap(db, origin, listing, Number(n), pageSize) : null;
      if (body === null) throw notFound();
      ctx.type = 'application/xml; charset=utf-8';
      ctx.body = body;
    }
    ctx.set('Cache-Control', CACHE);
  };
}
