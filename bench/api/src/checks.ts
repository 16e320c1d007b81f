/** Looks at the product's answers and plans, beside the timings. */
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { get } from './children';
import { listSql, productDb } from './product-sql';
import type { SameJson } from './report';
import type { ListShape } from './shapes';

/** Compares the product's and the floor's replies to one request (the cursor's encoding may differ). */
export async function sameJson(
  name: string,
  path: string,
  product: number,
  floor: number,
): Promise<SameJson> {
  const [a, b] = await Promise.all([get(product, path), get(floor, path)]);
  if (a.status !== 200)
    return { name, same: false, detail: `product answered ${a.status}: ${a.body.slice(0, 160)}` };
  if (b.status !== 200)
    return { name, same: false, detail: `floor answered ${b.status}: ${b.body.slice(0, 160)}` };
  const p = JSON.parse(a.body) as unknown;
  const f = JSON.parse(b.body) as unknown;
  if (Array.isArray(p)) {
    return { name, same: false, detail: 'the product replies a bare array, not { items, nextCursor }' };
  }
  const page = (v: unknown) =>
    v && typeof v === 'object' && 'items' in v
      ? { items: (v as { items: unknown }).items, more: (v as { nextCursor?: unknown }).nextCursor != null }
      : v;
  if (isDeepStrictEqual(page(p), page(f))) return { name, same: true, detail: '' };
  return { name, same: false, detail: `product ${a.body.slice(0, 120)}... floor ${b.body.slice(0, 120)}...` };
}

/** Items on the first page of a list reply, '+' when there is a next page: '24+'. */
export async function firstPage(port: number, path: string): Promise<string> {
  const { status, body } = await get(port, path);
  if (status !== 200) return `HTTP ${status}`;
  const reply = JSON.parse(body) as { items?: unknown[]; nextCursor?: unknown } | unknown[];
  if (Array.isArray(reply)) return `${reply.length} (array)`;
  return `${reply.items?.length ?? '?'}${reply.nextCursor ? '+' : ''}`;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the product's list SQL for a shape, indented for the report. */
export async function explain(url: string, shape: ListShape): Promise<string> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const { sql, params } = listSql(productDb(pool), shape.filter);
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`, params);
    return [
      `  ${sql}`,
      `  params: ${JSON.stringify(params)}`,
      ...rows.map((r) => `  ${r['QUERY PLAN']}`),
    ].join('\n');
  } catch (err) {
    return `  (EXPLAIN failed: ${err instanceof Error ? err.message : String(err)})`;
  } finally {
    await pool.end();
  }
}

/** The lowest and highest gig id, for random by-id requests. */
export async function gigIdRange(url: string): Promise<{ min: number; max: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ min: number; max: number }>(
      'select min(id)::int as min, max(id)::int as max from gigs',
    );
    return { min: rows[0]?.min ?? 1, max: rows[0]?.max ?? 1 };
  } finally {
    await client.end();
  }
}
