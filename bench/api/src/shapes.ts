import type { GigFilter } from './product-sql';

/** A list request the bench measures: its filter, and the URL that asks for it. */
export interface ListShape {
  name: string;
  filter: GigFilter;
  path: string;
}

function listPath(filter: GigFilter): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
  const text = query.toString();
  return text ? `/api/gigs?${text}` : '/api/gigs';
}

const shape = (name: string, filter: GigFilter): ListShape => ({ name, filter, path: listPath(filter) });

const tutoringPrice: GigFilter = { category: 'Tutoring', minPrice: 10, maxPrice: 60 };

/** The search shapes measured at both sizes (vocab.ts gives each word its share of gigs). */
export const SEARCH_SHAPES: ListShape[] = [
  shape("2-letter word 'js' (~3%)", { search: 'js' }),
  shape("3-letter word 'art' (~2%)", { search: 'art' }),
  shape("common word 'help' (~30%)", { search: 'help' }),
  shape("rare word 'zotero' (0.01%)", { search: 'zotero' }),
  shape('category + price', tutoringPrice),
  shape('search + category + price', { search: 'calculus', ...tutoringPrice }),
  shape('no filter', {}),
];

/** The reads whose throughput is compared with the floor's. */
export interface Read {
  name: string;
  /** The next request's path (random ids for the by-id read). */
  path: () => string;
  /** One fixed path, for the same-JSON check. */
  sample: string;
}

export function reads(gigIds: { min: number; max: number }): Read[] {
  const list = (s: ListShape): Read => ({ name: `GET ${s.path}`, path: () => s.path, sample: s.path });
  const randomId = () => gigIds.min + Math.floor(Math.random() * (gigIds.max - gigIds.min + 1));
  return [
    list(shape('all', {})),
    list(shape('category + price', tutoringPrice)),
    list(shape('search', { search: 'calculus' })),
    {
      name: 'GET /api/gigs/{id} (random ids)',
      path: () => `/api/gigs/${randomId()}`,
      sample: `/api/gigs/${Math.floor((gigIds.min + gigIds.max) / 2)}`,
    },
  ];
}

/** Words whose share of gigs the bench checks after generating the data. */
export const CHECKED_WORDS = ['js', 'ui', '3d', 'art', 'help', 'calculus', 'zotero'];
