import { PRODUCT_NAME, type PageHead } from '@campus/contracts';
import { escapeHtml } from '../mail/html';

/**
 * The site's description when a page gives none: the one shell/index.html carries (a test keeps the
 * two equal).
 */
export const SITE_DESCRIPTION =
  'Campus Skills Marketplace: services, second-hand items and messages between verified .edu students, with secure escrow payments.';

/** Search engines show about this much of a description; longer ones are cut on a word. */
export const DESCRIPTION_MAX = 160;

export interface HeadPage {
  /** PUBLIC_ORIGIN: `https://campus.example`. */
  origin: string;
  /** The requested path; any query or fragment is left out of the canonical address. */
  path: string;
  /** The route's declared title ('Browse Gigs'); empty for none. */
  routeTitle: string;
  /** A private page: search engines are told not to index it. */
  noindex: boolean;
}

/** White space (line breaks of a description too) as single spaces, trimmed. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** At most DESCRIPTION_MAX characters (code points), cut after a whole word with '…' when longer. */
export function shortDescription(text: string): string {
  const chars = Array.from(collapse(text));
  if (chars.length <= DESCRIPTION_MAX) return chars.join('');
  const room = chars.slice(0, DESCRIPTION_MAX - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s.,;:!?·–—-]+$/u, '')}…`;
}

/**
 * An image address a page may name: site-relative (`/uploads/…`) or http(s). Anything else
 * (`javascript:`, `data:`, a protocol-relative `//host`) is not written at all.
 */
function imageAddress(src: string, origin: string): { href: string; absolute: string } | null {
  if (src.startsWith('/') && !src.startsWith('//')) return { href: src, absolute: origin + src };
  if (/^https?:\/\//i.test(src)) return { href: src, absolute: src };
  return null;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/**
 * The `<head>` tags of a server-rendered page from the page owner's head (null: none): title,
 * description, canonical link, Open Graph and Twitter card, robots for a private page, and the
 * preload of the first screen's largest image. Every value is escaped for a quoted attribute or
 * element text.
 */
export function headTags(head: PageHead | null, page: HeadPage): string {
  const origin = page.origin.replace(/\/+$/, '');
  const name = collapse(head?.title ?? '') || collapse(page.routeTitle) || PRODUCT_NAME;
  const title = name === PRODUCT_NAME ? name : `${name} · ${PRODUCT_NAME}`;
  const description = shortDescription(head?.description ?? '') || SITE_DESCRIPTION;
  const url = origin + (page.path.split(/[?#]/, 1)[0] || '/');
  const image = head?.image ? imageAddress(head.image, origin) : null;
  const largest = head?.largestImage ? imageAddress(head.largestImage.src, origin) : null;

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:type', head?.type ?? 'website'),
    ...(image ? [meta('property', 'og:image', image.absolute)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
  ];
  if (largest && head?.largestImage) {
    const { srcset, sizes } = head.largestImage;
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(largest.href)}"` +
        (srcset ? ` imagesrcset="${escapeHtml(srcset)}"` : '') +
        (sizes ? ` imagesizes="${escapeHtml(sizes)}"` : '') +
        '>',
    );
  }
  return tags.join('');
}
