/**
 * Test data made by PostgreSQL itself (generate_series, one INSERT ... SELECT per batch), from the
 * vocabularies in vocab.ts. Only plain columns are written: generated columns (search text and
 * vectors) fill themselves, whatever the current migration makes of them.
 */
import universities from '@campus/contracts/universities.json';
import { ITEM_CATEGORIES, ITEM_CONDITIONS, SERVICE_CATEGORIES } from '@campus/contracts';
import pg from 'pg';
import {
  AVAILABILITY,
  BUILDING_SENTENCE,
  COURSE_SENTENCE,
  COURSE_SHARE,
  FIRST_NAMES,
  GIG_LOCATIONS,
  GIG_VOCAB,
  HELP_SENTENCES,
  HELP_SHARE,
  ITEM_CONDITION_WEIGHTS,
  ITEM_DETAILS,
  ITEM_INTROS,
  ITEM_TITLES,
  ITEM_VOCAB,
  LAST_NAMES,
  RARE_EVERY,
  RARE_OFFSET,
  RARE_SENTENCE,
  TOOLS,
  TOOLS_SHARE,
  UNIVERSITY_DOMAINS,
} from './vocab';

const BATCH = 10_000;
const ITEM_LOCATIONS = [
  'On campus',
  'Main library',
  'Student union',
  'Near campus',
  'Downtown',
  'North dorms',
];

/** Cumulative [lo, hi) ranges of weights that sum to 1 (the last range ends above 1). */
function ranges<K extends string>(keys: readonly K[], weight: (k: K) => number) {
  let lo = 0;
  return keys.map((key, i) => {
    const hi = i === keys.length - 1 ? 2 : lo + weight(key);
    const range = { key, lo, hi };
    lo = hi;
    return range;
  });
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Deterministic data: the same rows on every run of the same size.
    await client.query('select setseed(0.42)');
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `count` verified providers at real universities; returns their id range. */
export async function insertUsers(url: string, count: number): Promise<{ firstId: number; count: number }> {
  const known = new Map(universities.flatMap((u) => u.domains.map((d) => [d, u.name] as const)));
  const picked = UNIVERSITY_DOMAINS.filter((d) => known.has(d));
  if (picked.length === 0) throw new Error('none of the bench universities is in us-universities.json');
  const skills = [...new Set(Object.values(GIG_VOCAB).flatMap((v) => v.tags))];
  return withClient(url, async (client) => {
    await client.query(
      `insert into users (username, email, first_name, last_name, university, bio, is_verified,
         is_profile_complete, created_at, skills, rating, review_count, auth_provider)
       select lower(f || '.' || l || '.' || n), lower(f || '.' || l || n) || '@' || ($4::text[])[ui],
         f, l, ($3::text[])[ui], 'Student at ' || ($3::text[])[ui] || '.', true, true,
         now() - r_created * interval '900 days',
         array[($5::text[])[1 + floor(r_s1 * cardinality($5::text[]))::int],
               ($5::text[])[1 + floor(r_s2 * cardinality($5::text[]))::int]],
         case when rc = 0 then 0 else round((3.5 + r_rating * 1.5)::numeric, 2) end, rc, 'email'
       from (
         select n,
           ($1::text[])[1 + floor(random() * cardinality($1::text[]))::int] as f,
           ($2::text[])[1 + floor(random() * cardinality($2::text[]))::int] as l,
           1 + floor(random() * cardinality($3::text[]))::int as ui,
           floor(power(random(), 2) * 120)::int as rc,
           random() as r_rating, random() as r_created, random() as r_s1, random() as r_s2
         from generate_series(1, $6::int) as n
       ) s`,
      [FIRST_NAMES, LAST_NAMES, picked.map((d) => known.get(d)), picked, skills, count],
    );
    const { rows } = await client.query<{ first: number; n: number }>(
      'select min(id)::int as first, count(*)::int as n from users',
    );
    return { firstId: rows[0]?.first ?? 1, count: rows[0]?.n ?? 0 };
  });
}

/** Gigs numbered `from`..`to` (numbering decides which gigs get the rare word). */
export async function insertGigs(
  url: string,
  from: number,
  to: number,
  users: { firstId: number; count: number },
  progress: (done: number) => void = () => undefined,
): Promise<void> {
  const missing = SERVICE_CATEGORIES.filter((c) => !GIG_VOCAB[c]);
  if (missing.length) throw new Error(`bench/api/src/vocab.ts has no words for ${missing.join(', ')}`);
  const categories = ranges(SERVICE_CATEGORIES, (c) => GIG_VOCAB[c].weight);
  const research = categories.find((c) => c.key === 'Research');
  if (!research) throw new Error('no Research category: the rare word has nowhere to go');
  const vocab = categories.map(({ key, lo, hi }) => ({
    category: key,
    lo,
    hi,
    ...GIG_VOCAB[key],
    price_lo: GIG_VOCAB[key].price[0],
    price_hi: GIG_VOCAB[key].price[1],
  }));
  await withClient(url, async (client) => {
    await client.query(
      `create temp table bench_gig_vocab as
       select * from json_to_recordset($1::json) as v(category text, lo float8, hi float8, subjects text[],
         titles text[], intros text[], details text[], tags text[], departments text[], price_lo int,
         price_hi int)`,
      [JSON.stringify(vocab)],
    );
    for (let start = from; start <= to; start += BATCH) {
      const end = Math.min(to, start + BATCH - 1);
      await client.query(
        `with r as materialized (
           select n,
             case when n % $3 = $4 then $5::float8 else random() end as r_cat,
             random() as r_sub, random() as r_title, random() as r_intro, random() as r_detail,
             random() as r_avail, random() as r_help, random() as r_help_pick, random() as r_t1,
             random() as r_t2, random() as r_price, random() as r_loc, random() as r_status,
             random() as r_created, random() as r_provider, random() as r_course, random() as r_dept,
             random() as r_number, random() as r_tools, random() as r_tool1, random() as r_tool2
           from generate_series($1::int, $2::int) as n
         ), p as (
           select r.*, v.*, v.subjects[1 + floor(r.r_sub * cardinality(v.subjects))::int] as subject
           from r join bench_gig_vocab v on r.r_cat >= v.lo and r.r_cat < v.hi
         )
         insert into gigs (title, description, price_cents, category, provider_id, location, status,
           created_at, tags)
         select
           replace(titles[1 + floor(r_title * cardinality(titles))::int], '{s}', subject),
           replace(intros[1 + floor(r_intro * cardinality(intros))::int], '{s}', subject)
             || ' ' || details[1 + floor(r_detail * cardinality(details))::int]
             || ' ' || ($6::text[])[1 + floor(r_avail * cardinality($6::text[]))::int]
             || case when r_help < $8 then ' ' || ($7::text[])[1 + floor(r_help_pick * cardinality($7::text[]))::int]
                     else '' end
             || case when r_course >= $13 then ''
                     when cardinality(departments) = 0
                       then ' ' || replace($15, '{n}', (100 + floor(power(r_number, 3) * 4900))::text)
                     else ' ' || replace(replace($14, '{n}', (100 + floor(power(r_number, 3) * 4900))::text),
                       '{d}', departments[1 + floor(r_dept * cardinality(departments))::int]) end
             || case when r_tools >= $17 then ''
                     else ' Tools I use: ' || ($16::text[])[1 + floor(power(r_tool1, 2) * cardinality($16::text[]))::int]
                       || ' and ' || ($16::text[])[1 + floor(power(r_tool2, 2) * cardinality($16::text[]))::int] || '.' end
             || case when n % $3 = $4 then ' ' || $9 else '' end,
           (price_lo + floor(power(r_price, 1.6) * (price_hi - price_lo + 1)))::int * 100,
           category,
           $10::int + floor(r_provider * $11::int)::int,
           ($12::text[])[1 + floor(r_loc * cardinality($12::text[]))::int],
           case when r_status < 0.95 then 'active' else 'inactive' end,
           now() - r_created * interval '365 days',
           array[lower(subject), tags[1 + floor(r_t1 * cardinality(tags))::int],
                 tags[1 + floor(r_t2 * cardinality(tags))::int]]
         from p
         order by n`,
        [
          start,
          end,
          RARE_EVERY,
          RARE_OFFSET,
          (research.lo + Math.min(research.hi, 1)) / 2,
          AVAILABILITY,
          HELP_SENTENCES,
          HELP_SHARE,
          RARE_SENTENCE,
          users.firstId,
          users.count,
          GIG_LOCATIONS,
          COURSE_SHARE,
          COURSE_SENTENCE,
          BUILDING_SENTENCE,
          TOOLS,
          TOOLS_SHARE,
        ],
      );
      progress(end - from + 1);
    }
  });
}

/** `count` marketplace items across every category and condition. */
export async function insertItems(
  url: string,
  count: number,
  users: { firstId: number; count: number },
  progress: (done: number) => void = () => undefined,
): Promise<void> {
  const missing = ITEM_CATEGORIES.filter((c) => !ITEM_VOCAB[c]);
  if (missing.length) throw new Error(`bench/api/src/vocab.ts has no items for ${missing.join(', ')}`);
  const categories = ranges(ITEM_CATEGORIES, () => 1 / ITEM_CATEGORIES.length).map(({ key, lo, hi }) => ({
    category: key,
    lo,
    hi,
    things: ITEM_VOCAB[key].things,
    price_lo: ITEM_VOCAB[key].price[0],
    price_hi: ITEM_VOCAB[key].price[1],
  }));
  const conditions = ranges(ITEM_CONDITIONS, (c) => ITEM_CONDITION_WEIGHTS[c] ?? 0).map(
    ({ key, lo, hi }) => ({
      condition: key,
      lo,
      hi,
    }),
  );
  await withClient(url, async (client) => {
    await client.query(
      `create temp table bench_item_vocab as
       select * from json_to_recordset($1::json)
         as v(category text, lo float8, hi float8, things text[], price_lo int, price_hi int)`,
      [JSON.stringify(categories)],
    );
    await client.query(
      `create temp table bench_conditions as
       select * from json_to_recordset($1::json) as c(condition text, lo float8, hi float8)`,
      [JSON.stringify(conditions)],
    );
    for (let start = 1; start <= count; start += BATCH) {
      const end = Math.min(count, start + BATCH - 1);
      await client.query(
        `with r as materialized (
           select n, random() as r_cat, random() as r_cond, random() as r_thing, random() as r_title,
             random() as r_intro, random() as r_detail, random() as r_price, random() as r_cents,
             random() as r_loc, random() as r_status, random() as r_created, random() as r_seller
           from generate_series($1::int, $2::int) as n
         ), p as (
           select r.*, v.*, c.condition,
             v.things[1 + floor(r.r_thing * cardinality(v.things))::int] as thing
           from r
           join bench_item_vocab v on r.r_cat >= v.lo and r.r_cat < v.hi
           join bench_conditions c on r.r_cond >= c.lo and r.r_cond < c.hi
         )
         insert into marketplace_items (title, description, price_cents, category, seller_id, condition,
           location, status, created_at)
         select
           replace(replace(($3::text[])[1 + floor(r_title * cardinality($3::text[]))::int], '{s}', thing),
             '{c}', lower(condition)),
           replace(replace(($4::text[])[1 + floor(r_intro * cardinality($4::text[]))::int], '{s}', thing),
             '{c}', lower(condition))
             || ' ' || ($5::text[])[1 + floor(r_detail * cardinality($5::text[]))::int],
           ((price_lo + floor(power(r_price, 2) * (price_hi - price_lo + 1))) * 100
             - case when r_cents < 0.3 then 1 else 0 end)::int,
           category,
           $6::int + floor(r_seller * $7::int)::int,
           condition,
           ($8::text[])[1 + floor(r_loc * cardinality($8::text[]))::int],
           case when r_status < 0.85 then 'available' when r_status < 0.9 then 'pending' else 'sold' end,
           now() - r_created * interval '365 days'
         from p
         order by n`,
        [start, end, ITEM_TITLES, ITEM_INTROS, ITEM_DETAILS, users.firstId, users.count, ITEM_LOCATIONS],
      );
      progress(end);
    }
  });
}

/** VACUUM (ANALYZE) the tables the bench filled: fresh statistics and visibility maps. */
export async function analyze(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum (analyze) users, gigs, marketplace_items');
  } finally {
    await client.end();
  }
}

export interface WordShare {
  word: string;
  /** Share of gigs with the word as a whole word (title, description or tags). */
  asWord: number;
  /** Share of gigs containing it anywhere, also inside other words ('art' in 'start'). */
  asSubstring: number;
}

/** How often each word occurs in the gigs' text: checks the generated data against its design. */
export async function wordShares(
  url: string,
  words: string[],
): Promise<{ gigs: number; shares: WordShare[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const select = words
      .map(
        (_, i) =>
          `count(*) filter (where t ~ ('\\m' || $${i + 1}::text || '\\M'))::int as w${i},
           count(*) filter (where strpos(t, $${i + 1}::text) > 0)::int as s${i}`,
      )
      .join(', ');
    const { rows } = await client.query<Record<string, number>>(
      `select count(*)::int as total, ${select}
       from (select lower(title || ' ' || description || ' ' || array_to_string(tags, ' ')) as t from gigs) g`,
      words,
    );
    const row = rows[0] ?? {};
    const total = row.total ?? 0;
    return {
      gigs: total,
      shares: words.map((word, i) => ({
        word,
        asWord: total ? (row[`w${i}`] ?? 0) / total : 0,
        asSubstring: total ? (row[`s${i}`] ?? 0) / total : 0,
      })),
    };
  } finally {
    await client.end();
  }
}
