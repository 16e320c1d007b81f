import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME, type PageHead } from '@campus/contracts';
import { DESCRIPTION_MAX, headTags, SITE_DESCRIPTION } from '../../src/ssr/head-tags';

// What a server-rendered page's <head> says to search engines and link previews, from the page owner's
// head (or none). A pure function: no server.

interface Tag {
  name: string;
  attributes: Record<string, string>;
  text?: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e] ?? '');

/**
 * Reads the tags back strictly: the whole string must be `<title>text</title>` and void tags whose
 * quoted values hold no quote, `<` or `>`. A value that escaped its quotes makes the parse fail.
 */
function parse(html: string): Tag[] {
  const tag = /^(?:<title>([^<>]*)<\/title>|<(meta|link)((?: [a-z:]+="[^"<>]*")*)>)/;
  const tags: Tag[] = [];
  let rest = html;
  while (rest.length > 0) {
    const match = tag.exec(rest);
    if (!match) throw new Error(`not a well-formed tag at: ${rest.slice(0, 80)}`);
    if (match[1] !== undefined) tags.push({ name: 'title', attributes: {}, text: decode(match[1]) });
    else {
      const attributes: Record<string, string> = {};
      for (const [, key, value] of (match[3] ?? '').matchAll(/ ([a-z:]+)="([^"]*)"/g))
        attributes[key as string] = decode(value as string);
      tags.push({ name: match[2] as string, attributes });
    }
    rest = rest.slice(match[0].length);
  }
  return tags;
}

const page = {
  origin: 'https://campus.example',
  path: '/gigs/12',
  routeTitle: 'Gig details',
  noindex: false,
};

function read(head: PageHead | null, overrides: Partial<typeof page> = {}) {
  const tags = parse(headTags(head, { ...page, ...overrides }));
  const meta = (key: string) =>
    tags.filter((t) => t.name === 'meta' && (t.attributes.name === key || t.attributes.property === key));
  return {
    tags,
    title: tags.find((t) => t.name === 'title')?.text,
    content: (key: string) => {
      const found = meta(key);
      if (found.length > 1) throw new Error(`${key} written ${found.length} times`);
      return found[0]?.attributes.content;
    },
    links: (rel: string) => tags.filter((t) => t.name === 'link' && t.attributes.rel === rel),
  };
}

const gigHead: PageHead = {
  title: 'Calculus tutoring',
  description: '$25.00/hr · Limits and derivatives, step by step.',
  image: '/uploads/abc.webp',
  type: 'product',
  largestImage: { src: '/uploads/abc.webp' },
};

describe('headTags', () => {
  it("writes a gig's title, description, canonical link, Open Graph and Twitter card from its head", () => {
    const head = read(gigHead);
    expect(head.title).toBe(`Calculus tutoring · ${PRODUCT_NAME}`);
    expect(head.content('description')).toBe(gigHead.description);
    expect(head.links('canonical').map((l) => l.attributes.href)).toEqual(['https://campus.example/gigs/12']);
    expect(head.content('og:site_name')).toBe(PRODUCT_NAME);
    expect(head.content('og:title')).toBe('Calculus tutoring');
    expect(head.content('og:description')).toBe(gigHead.description);
    expect(head.content('og:url')).toBe('https://campus.example/gigs/12');
    expect(head.content('og:type')).toBe('product');
    expect(head.content('og:image')).toBe('https://campus.example/uploads/abc.webp');
    expect(head.content('twitter:card')).toBe('summary_large_image');
    expect(head.content('robots')).toBeUndefined();
  });

  it('names the page by the route title without a head, and by the site alone without either', () => {
    expect(read(null).title).toBe(`Gig details · ${PRODUCT_NAME}`);
    expect(read(null).content('og:title')).toBe('Gig details');
    expect(read(null, { routeTitle: '' }).title).toBe(PRODUCT_NAME);
    // the home page's head names the product: not 'Campus Skills Marketplace · Campus Skills Marketplace'
    expect(read({ title: PRODUCT_NAME }).title).toBe(PRODUCT_NAME);
  });

  it("uses the site's description when the page gives none, the one shell/index.html carries", () => {
    const html = readFileSync(path.join(__dirname, '../../../shell/index.html'), 'utf8');
    const inIndex = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
    expect(SITE_DESCRIPTION).toBe(inIndex);
    expect(read(null).content('description')).toBe(SITE_DESCRIPTION);
    expect(read({ title: 'Messages' }).content('og:description')).toBe(SITE_DESCRIPTION);
  });

  it('collapses white space and cuts a long description after a whole word with an ellipsis', () => {
    const words = 'Weekly\n\nsessions   for\tfirst-years. '.concat(
      'Derivatives explained slowly '.repeat(10),
    );
    const description = read({ title: 'T', description: words }).content('description') ?? '';
    expect(description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(description.length).toBeGreaterThan(DESCRIPTION_MAX - 20);
    expect(description.startsWith('Weekly sessions for first-years. Derivatives')).toBe(true);
    expect(description).toMatch(/ (Derivatives|explained|slowly)…$/);
    const short = read({ title: 'T', description: ' Two\n lines ' }).content('description');
    expect(short).toBe('Two lines');
  });

  it('leaves the query and fragment out of the canonical address', () => {
    const head = read(null, { path: '/gigs?category=Tutoring#top', origin: 'https://campus.example/' });
    expect(head.links('canonical')[0]?.attributes.href).toBe('https://campus.example/gigs');
    expect(head.content('og:url')).toBe('https://campus.example/gigs');
  });

  it('tells robots not to index a private page, and only then', () => {
    expect(read(null, { noindex: true }).content('robots')).toBe('noindex');
    expect(read(null).content('robots')).toBeUndefined();
  });

  it('writes a summary card and no og:image without an image; keeps an absolute image as it is', () => {
    const none = read({ title: 'Messages' });
    expect(none.content('og:image')).toBeUndefined();
    expect(none.content('twitter:card')).toBe('summary');
    const absolute = read({ title: 'T', image: 'https://cdn.example/p.webp' });
    expect(absolute.content('og:image')).toBe('https://cdn.example/p.webp');
  });

  it('preloads the largest image at high priority, with its srcset and sizes when the page uses them', () => {
    const [plain] = read(gigHead).links('preload');
    expect(plain?.attributes).toEqual({
      rel: 'preload',
      as: 'image',
      fetchpriority: 'high',
      href: '/uploads/abc.webp',
    });
    const responsive = read({
      title: 'T',
      largestImage: {
        src: '/a.webp',
        srcset: '/a-480.webp 480w, /a.webp 1200w',
        sizes: '(min-width: 1024px) 50vw, 100vw',
      },
    }).links('preload');
    expect(responsive).toHaveLength(1);
    expect(responsive[0]?.attributes.imagesrcset).toBe('/a-480.webp 480w, /a.webp 1200w');
    expect(responsive[0]?.attributes.imagesizes).toBe('(min-width: 1024px) 50vw, 100vw');
    expect(read({ title: 'T' }).links('preload')).toEqual([]);
  });

  it('writes no image address of another scheme (javascript:, data:, //host)', () => {
    for (const src of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/x.png']) {
      const head = read({ title: 'T', image: src, largestImage: { src } });
      expect(head.content('og:image')).toBeUndefined();
      expect(head.links('preload')).toEqual([]);
    }
  });

  it('escapes hostile text in every value: quotes, angle brackets and ampersands stay text', () => {
    const hostile = `"><script>alert('x')</script> & <b>bold</b> 'single'`;
    const head = read(
      {
        title: hostile,
        description: hostile,
        image: `/uploads/a.webp?"onerror="alert(1)`,
        largestImage: { src: `/x".webp`, srcset: `/x".webp 1x, <y> 2x`, sizes: `"100vw` },
      },
      { path: `/gigs/"><script>`, routeTitle: hostile },
    );
    expect(head.title).toBe(`${hostile} · ${PRODUCT_NAME}`);
    expect(head.content('og:title')).toBe(hostile);
    expect(head.content('description')).toBe(hostile);
    expect(head.content('og:image')).toBe(`https://campus.example/uploads/a.webp?"onerror="alert(1)`);
    expect(head.links('canonical')[0]?.attributes.href).toBe(`https://campus.example/gigs/"><script>`);
    const [preload] = head.links('preload');
    expect(preload?.attributes.href).toBe(`/x".webp`);
    expect(preload?.attributes.imagesrcset).toBe(`/x".webp 1x, <y> 2x`);
    expect(preload?.attributes.imagesizes).toBe(`"100vw`);
    // nothing but the tags themselves: no element smuggled in
    expect(head.tags.map((t) => t.name).sort()).toEqual(
      ['link', 'link', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'meta', 'title'].sort(),
    );
  });
});
