/**
 * The floor: the least a server can do to answer the product's gig reads. Bare Koa + node-postgres,
 * the product's own SQL (taken once at start from its query builders, see product-sql.ts) with each
 * request's values bound by position, rows mapped to the product's JSON by hand. No validation, no
 * sessions, no compression, no logging.
 *
 * Child process of the bench. env: FLOOR_DATABASE_URL, FLOOR_PORT. stdout: one JSON line
 * `{ "type": "ready" }` once listening.
 */
import { LIMITS, toDollars } from '@campus/contracts';
import Koa from 'koa';
import pg from 'pg';
import {
  byIdStatement,
  listShapeKey,
  listStatement,
  productDb,
  type RequestValues,
  type Statement,
} from './product-sql';

const GIG_COLUMNS = [
  'id',
  'title',
  'description',
  'price_cents',
  'category',
  'provider_id',
  'location',
  'status',
  'created_at',
  'tags',
  'image_url',
] as const;
const PROVIDER_COLUMNS = ['id', 'first_name', 'last_name', 'university', 'rating', 'review_count'] as const;
type Row = unknown[];
type Positions<K extends string> = Record<K, number>;

interface ColumnMap {
  gig: Positions<(typeof GIG_COLUMNS)[number]>;
  provider: Positions<(typeof PROVIDER_COLUMNS)[number]>;
}

/**
 * A statement, the name it is prepared under on each connection, and (after its first run) where each
 * column the JSON needs sits in its rows.
 */
interface Prepared extends Statement {
  name: string;
  columns?: ColumnMap;
}

const pageSize: number = LIMITS.pageSize;

// The product's pool settings (backend/src/db/client.ts): 10 connections, custom plans for prepared
// statements. Like the product, the floor prepares each statement once per connection.
const pool = new pg.Pool({
  connectionString: process.env.FLOOR_DATABASE_URL,
  max: 10,
  options: '-c plan_cache_mode=force_custom_plan',
});
pool.on('error', () => undefined);
const db = productDb(pool);

const tableIds = await pool.query<{ gigs: number; users: number }>(
  "select 'gigs'::regclass::oid::int as gigs, 'users'::regclass::oid::int as users",
);
const gigsTable = tableIds.rows[0]?.gigs;
const usersTable = tableIds.rows[0]?.users;

/** Finds each needed column by its table and name in the statement's result fields. */
function columnMap(fields: pg.FieldDef[]): ColumnMap {
  const find = <K extends string>(table: number | undefined, names: readonly K[]): Positions<K> => {
    const positions = {} as Positions<K>;
    for (const name of names) {
      const i = fields.findIndex((f) => f.tableID === table && f.name === name);
      if (i < 0) throw new Error(`the product's statement selects no ${name} column`);
      positions[name] = i;
    }
    return positions;
  };
  return { gig: find(gigsTable, GIG_COLUMNS), provider: find(usersTable, PROVIDER_COLUMNS) };
}

/** A row as the product's `gig` contract shows it (the presenter's field order). */
function gigJson(row: Row, { gig: g, provider: p }: ColumnMap) {
  const providerId = row[p.id];
  return {
    id: row[g.id],
    title: row[g.title],
    description: row[g.description],
    price: toDollars(row[g.price_cents] as number),
    category: row[g.category],
    providerId: row[g.provider_id],
    location: row[g.location],
    status: row[g.status],
    createdAt: (row[g.created_at] as Date).toISOString(),
    tags: row[g.tags],
    imageUrl: row[g.image_url],
    provider:
      providerId === null
        ? null
        : {
            id: providerId,
            firstName: row[p.first_name],
            lastName: row[p.last_name],
            university: row[p.university],
            rating: Number(row[p.rating]),
            reviewCount: row[p.review_count],
          },
    // the bench's requests are a visitor's: nothing to edit, nothing bookable without signing in
    canEdit: false,
    canBook: false,
  };
}

async function run(statement: Prepared, values: RequestValues): Promise<{ rows: Row[]; columns: ColumnMap }> {
  const result = await pool.query<Row>({
    name: statement.name,
    text: statement.sql,
    values: statement.bind(values),
    rowMode: 'array',
  });
  statement.columns ??= columnMap(result.fields);
  return { rows: result.rows, columns: statement.columns };
}

/** An opaque cursor after `row` (the product's own encoding is not part of its contract). */
function cursorAfter(row: Row, { gig: g }: ColumnMap): string {
  return Buffer.from(`${(row[g.created_at] as Date).toISOString()}|${String(row[g.id])}`).toString(
    'base64url',
  );
}

const listStatements = new Map<string, Prepared>();
const byId: Prepared = { ...byIdStatement(db), name: 'floor_gig_by_id' };

function listValues(query: URLSearchParams): RequestValues {
  const num = (key: string) => {
    const v = query.get(key);
    return v === null || v === '' ? undefined : Number(v);
  };
  const search = query.get('search')?.trim().toLowerCase();
  return {
    category: query.get('category') || undefined,
    minPrice: num('minPrice'),
    maxPrice: num('maxPrice'),
    providerId: num('providerId'),
    words: search ? search.split(/\s+/) : undefined,
  };
}

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.method !== 'GET') return;
  if (ctx.path === '/api/gigs') {
    const values = listValues(new URLSearchParams(ctx.querystring));
    const key = listShapeKey(values);
    let statement = listStatements.get(key);
    if (!statement) {
      statement = { ...listStatement(db, values), name: `floor_gig_list_${listStatements.size}` };
      listStatements.set(key, statement);
    }
    const { rows, columns } = await run(statement, values);
    const page = rows.slice(0, pageSize);
    const last = page[page.length - 1];
    ctx.type = 'application/json';
    ctx.body = JSON.stringify({
      items: page.map((row) => gigJson(row, columns)),
      nextCursor: rows.length > pageSize && last ? cursorAfter(last, columns) : null,
    });
    return;
  }
  const match = /^\/api\/gigs\/(\d+)$/.exec(ctx.path);
  if (match) {
    const { rows, columns } = await run(byId, { id: Number(match[1]) });
    const row = rows[0];
    ctx.type = 'application/json';
    if (!row) {
      ctx.status = 404;
      ctx.body = JSON.stringify({ message: 'Gig not found' });
      return;
    }
    ctx.body = JSON.stringify(gigJson(row, columns));
  }
});

const server = app.listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ type: 'ready' })}\n`);
});
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
