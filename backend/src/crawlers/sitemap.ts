import { asc, count, eq } from 'drizzle-orm';
import { paths } from '@campus/contracts';
import { gigs, marketplaceItems } from '../db/schema';
import type { Db } from '../db/types';

/** The sitemap protocol's limit of URLs per file; SITEMAP_PAGE_SIZE stays under it. */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are always there (the listing pages' entries are in their own files). */
const FIXED_PAGES = [paths.home, paths.gigs(), paths.marketplace, paths.privacy, paths.terms];

/** One kind of listing page in the sitemap: its rows and the address of each. */
interface Listing {
  /** `sitemap-<name>-<n>.xml`. */
  name: string;
  total(db: Db): Promise<number>;
  page(db: Db, limit: number, offset: number): Promise<{ id: number; at: Date }[]>;
  address(id: number): string;
}

/** A listing table's rows that are public (`status`), oldest id first: a stable order, pages only grow at the end. */
function listing(
  name: string,
  table: typeof gigs | typeof marketplaceItems,
  status: string,
  address: (id: number) => string,
): Listing {
  const visible = eq(table.status, status);
  return {
    name,
    total: async (db) => (await db.select({ n: count() }).from(table).where(visible))[0]?.n ?? 0,
    page: (db, limit, offset) =>
      db
        .select({ id: table.id, at: table.createdAt })
        .from(table)
        .where(visible)
        .orderBy(asc(table.id))
        .limit(limit)
        .offset(offset),
    address,
  };
}

/** Active gigs and available items. */
export const LISTINGS: readonly Listing[] = [
  listing('gigs', gigs, 'active', paths.gig),
  listing('items', marketplaceItems, 'available', paths.marketplaceItem),
];

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlset(entries: { loc: string; lastmod?: Date }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${xml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`,
  );
  return `${HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

/** sitemap.xml: an index of the fixed pages' file and of every page of every listing. */
export async function sitemapIndex(db: Db, origin: string, pageSize: number): Promise<string> {
  const files = ['sitemap-pages.xml'];
  for (const listing of LISTINGS) {
    const pages = Math.ceil((await listing.total(db)) / pageSize);
    for (let n = 1; n <= pages; n++) files.push(`sitemap-${listing.name}-${n}.xml`);
  }
  const entries = files.map((file) => `<sitemap><loc>${xml(`${origin}/${file}`)}</loc></sitemap>`);
  return `${HEAD}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const fixedPagesSitemap = (origin: string) => urlset(FIXED_PAGES.map((p) => ({ loc: origin + p })));

/** Page `n` (from 1) of a listing's sitemap; null past its last page. */
export async function listingSitemap(
  db: Db,
  origin: string,
  listing: Listing,
  n: number,
  pageSize: number,
): Promise<string | null> {
  const rows = await listing.page(db, pageSize, (n - 1) * pageSize);
  if (rows.length === 0 && n > 1) return null;
  return urlset(rows.map((r) => ({ loc: origin + listing.address(r.id), lastmod: r.at })));
}
