import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, type ConversationDetail } from '@campus/contracts';
import { queryRows } from '../../src/db/sql';
import type { DbOrTx } from '../../src/db/types';
import {
  listConversationsQuery,
  markReadQuery,
  messagePageQuery,
  messagesAfterQuery,
  newestMessageIdQuery,
  unreadCountQuery,
} from '../../src/messages/service';
import { signedIn } from '../auth/browser';
import { json, must, startTestServer, type TestServer } from '../harness';
import { JORDAN, MAYA, userIds } from './live';

/**
 * A 10,000-message conversation among 40,000 messages: every statement that opening it (or streaming
 * it) runs must be one short index range (EXPLAIN ANALYZE): no sequential scan of messages, and at
 * most BLOCK_BUDGET buffer pages touched where a scan of the table would touch all of its ~340. Pages,
 * not milliseconds: a time budget (20 ms) depended on the machine's load; the pages a plan touches do
 * not. The times are still measured and printed.
 */
const SIZE = 10_000;
const BLOCK_BUDGET = 128;

let server: TestServer;
let conversationId: number;
let mayaId: number;
let jordanId: number;

interface Explained {
  ms: number;
  /** Buffer pages the statement touched (shared hit + read, the whole plan). */
  blocks: number;
  /** The relations it read with a sequential scan (the small ones, e.g. conversations, may be). */
  seqScans: string[];
  plan: string;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const seqScansOf = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] ? [node['Relation Name']] : []),
  ...(node.Plans ?? []).flatMap(seqScansOf),
];

/** One short index range: no sequential scan of messages, few pages. */
function expectShortRange(e: Explained) {
  expect({
    scansMessages: e.seqScans.includes('messages'),
    withinBudget: e.blocks <= BLOCK_BUDGET,
    blocks: e.blocks,
  }).toEqual({
    scansMessages: false,
    withinBudget: true,
    blocks: e.blocks,
  });
}

async function explain(db: DbOrTx, query: SQL): Promise<Explained> {
  const [row] = await queryRows<{ 'QUERY PLAN': [{ 'Execution Time': number; 'Planning Time': number }] }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`,
  );
  const out = must(row)['QUERY PLAN'][0];
  const root = (out as unknown as { Plan: PlanNode }).Plan;
  return {
    ms: out['Execution Time'] + out['Planning Time'],
    blocks: (root['Shared Hit Blocks'] ?? 0) + (root['Shared Read Blocks'] ?? 0),
    seqScans: seqScansOf(root),
    plan: JSON.stringify(out),
  };
}

/** EXPLAIN ANALYZE of a write, undone. */
async function explainRolledBack(query: SQL): Promise<Explained> {
  let result: Explained | undefined;
  await server.db
    .transaction(async (tx) => {
      result = await explain(tx, query);
      throw new Error('rollback');
    })
    .catch((err: unknown) => {
      if (!(err instanceof Error) || err.message !== 'rollback') throw err;
    });
  return must(result);
}

const figures: string[] = [];
const report = (label: string, ms: number) => figures.push(`${label}: ${ms.toFixed(2)} ms`);

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  [mayaId, jordanId] = await userIds(server.db, MAYA, JORDAN);
  const [c] = await queryRows<{ id: number }>(
    server.db,
    sql`INSERT INTO conversations (participant_one_id, participant_two_id)
        VALUES (${Math.min(mayaId, jordanId)}, ${Math.max(mayaId, jordanId)}) RETURNING id`,
  );
  conversationId = must(c).id;
  // 60 other conversations of 500 messages each, interleaved in time with the big one, which went
  // quiet before the last 5,000 of them (a backward walk of the primary key would read those first)
  await server.db.execute(sql`
    INSERT INTO conversations (participant_one_id, participant_two_id)
    SELECT a.id, b.id FROM users a JOIN users b ON a.id < b.id
    WHERE NOT (a.id = ${Math.min(mayaId, jordanId)}::int AND b.id = ${Math.max(mayaId, jordanId)}::int)
    ORDER BY a.id, b.id LIMIT 60`);
  await server.db.execute(sql`
    INSERT INTO messages (conversation_id, sender_id, content, created_at, is_read)
    SELECT conversation_id, sender_id, content, created_at, is_read FROM (
      SELECT c.id AS conversation_id,
             CASE WHEN i % 2 = 0 THEN c.participant_one_id ELSE c.participant_two_id END AS sender_id,
             'other ' || i AS content, now() - random() * interval '30 days' AS created_at, true AS is_read
      FROM conversations c, generate_series(1, 500) i WHERE c.id <> ${conversationId}::int
      UNION ALL
      -- the big one: the last 10 messages, from Jordan, are unread
      SELECT ${conversationId}::int,
             CASE WHEN i % 2 = 0 OR i > ${SIZE - 10}::int THEN ${jordanId}::int ELSE ${mayaId}::int END,
             'message ' || i, now() - interval '31 days' + i * interval '1 minute' * 0.6, i <= ${SIZE - 10}::int
      FROM generate_series(1, ${SIZE}::int) i
    ) all_messages
    ORDER BY created_at`);
  await server.db.execute(sql`ANALYZE messages`);
  await server.db.execute(sql`ANALYZE conversations`);
});
afterAll(async () => {
  process.stdout.write(
    `\n10,000-message conversation, server-side (EXPLAIN ANALYZE, planning + execution):\n  ${figures.join('\n  ')}\n`,
  );
  await server.close();
});

describe(`opening a ${SIZE.toLocaleString('en-US')}-message conversation`, () => {
  it('reads the latest page and each older page as one backward range of messages (conversation_id, id)', async () => {
    const latest = await explain(
      server.db,
      messagePageQuery(conversationId, undefined, LIMITS.messagePageSize + 1),
    );
    expect(latest.plan).toContain('messages_conversation_id_idx');
    expect(latest.plan).not.toContain('Sort');
    expectShortRange(latest);
    report('latest page (51 rows)', latest.ms);
    const [middle] = await queryRows<{ id: number }>(
      server.db,
      sql`SELECT min(id) + ${SIZE / 2} AS id FROM messages WHERE conversation_id = ${conversationId}`,
    );
    // (the planner may walk either index here: this part of the table is mostly this conversation's)
    const older = await explain(
      server.db,
      messagePageQuery(conversationId, must(middle).id, LIMITS.messagePageSize + 1),
    );
    expectShortRange(older);
    report('an older page (before=, 51 rows)', older.ms);
    // the oldest page never fills the limit: a primary-key walk would read every older message of the table
    const [eleventh] = await queryRows<{ id: number }>(
      server.db,
      sql`SELECT id FROM messages WHERE conversation_id = ${conversationId} ORDER BY id OFFSET 10 LIMIT 1`,
    );
    const oldest = await explain(
      server.db,
      messagePageQuery(conversationId, must(eleventh).id, LIMITS.messagePageSize + 1),
    );
    expect(oldest.plan).toContain('messages_conversation_id_idx');
    expect(oldest.plan).toContain('"Actual Rows":10');
    expectShortRange(oldest);
    report('the oldest page (10 rows left)', oldest.ms);
  });

  it('marks the unread ones read through the partial unread index', async () => {
    const mark = await explainRolledBack(markReadQuery(conversationId, mayaId));
    expect(mark.plan).toContain('messages_unread_idx');
    expectShortRange(mark);
    report('mark read (10 unread)', mark.ms);
  });

  it('counts unread messages, lists conversations and serves stream catch-up by index', async () => {
    for (const [label, query] of [
      ['unread count', unreadCountQuery(mayaId)],
      ['conversation list', listConversationsQuery(mayaId)],
      ['newest message id (fresh stream)', newestMessageIdQuery(mayaId)],
      ['catch-up after a message id (100 rows)', messagesAfterQuery(mayaId, 100, 100)],
    ] as const) {
      const e = await explain(server.db, query);
      // catch-up reads 100 rows across the conversations: index only, but more pages than the budget
      if (label.startsWith('catch-up')) expect(e.seqScans).not.toContain('messages');
      else expectShortRange(e);
      report(label, e.ms);
    }
  });

  it('answers GET /api/conversations/:id with the latest page and marks it read', async () => {
    const maya = await signedIn(server, MAYA);
    const times: number[] = [];
    let body: ConversationDetail | undefined;
    for (let i = 0; i < 21; i++) {
      const t = performance.now();
      const res = await maya.get(`/api/conversations/${conversationId}`);
      times.push(performance.now() - t);
      expect(res.status).toBe(200);
      body = await json<ConversationDetail>(res);
    }
    const detail = must(body);
    expect(detail.messages).toHaveLength(LIMITS.messagePageSize);
    expect(must(detail.messages.at(-1)).content).toBe(`message ${SIZE}`);
    expect(detail.hasOlder).toBe(true);
    expect(detail.messages.every((m) => m.isRead)).toBe(true);
    times.sort((a, b) => a - b);
    report('whole GET over HTTP, median of 21 (client-measured, includes HTTP and JSON)', must(times[10]));
  });

  it('marks a first-opened conversation of 10,000 unread messages read in one statement', async () => {
    await server.db.execute(
      sql`UPDATE messages SET is_read = false WHERE conversation_id = ${conversationId}`,
    );
    await server.db.execute(sql`ANALYZE messages`);
    const all = await explainRolledBack(markReadQuery(conversationId, mayaId));
    report('mark read when all 10,000 are unread (a one-off: first open)', all.ms);
    // one statement, whose pages grow with the 10,000 rows it marks (about 5 each), not with the table
    expect(all.blocks).toBeLessThan(10 * SIZE);
  });
});
