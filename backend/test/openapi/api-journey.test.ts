import { accessCells, api, SANDBOX_TEST_CARDS, type AccessOutcome, type AccessRole } from '@campus/contracts';
import { matrixRoutes } from '../security/matrix/routes';
import { contest, disputedOrder, heldOrder, paidOrder, STATEMENT } from '../operator/dispute-support';
import { gigFor } from '../orders/fixtures';
import { book } from '../orders/support';
import { card } from '../payments/sandbox-support';
import { desc } from 'drizzle-orm';
import { sandboxWebhookOutbox } from '../../src/db/schema';
import { signWebhook } from '../../src/payments/stripe-shape';
import { must } from '../harness';
import { sendAs, type SentRequest } from '../security/matrix/send';
import { startMatrixWorld, type MatrixWorld } from '../security/matrix/world';
import { startPrismGate, type PrismGate } from './prism';

/**
 * The API journey through Stoplight Prism's validation proxy: every route of the document (the call
 * table, the streams, the routes beside them) called once with a valid request, by a role allowed to
 * make it (the authorization matrix's requests and fixtures). Each must succeed, and neither the
 * request nor the reply may break the document.
 */
let w: MatrixWorld;
let gate: PrismGate;

beforeAll(async () => {
  w = await startMatrixWorld();
  gate = await startPrismGate(w.server.url);
}, 120_000);
afterAll(async () => {
  await gate.close();
  await w.close();
});

/** The role a valid request is made as: an owner first, else any caller allowed to make it. */
const allowedCell = (cells: Array<[AccessRole, AccessOutcome]>) => {
  const allowed = cells.filter(
    ([, outcome]) => outcome === 'allowed' || outcome === 200 || outcome === 201 || outcome === 302,
  );
  return (
    allowed.find(([role]) => role !== 'anonymous' && role !== 'stranger' && role !== 'operator') ?? allowed[0]
  );
};

type JourneyRequestFor = (w: MatrixWorld, role: AccessRole) => Promise<SentRequest> | SentRequest;

const withId = (path: string, id: number) => path.replace(':id', String(id));

/**
 * Where the matrix's request probes access on a fixture whose state refuses the call (its 'allowed'
 * includes 409), the journey makes one that succeeds, on an order of its own in the right state.
 */
const SUCCEEDING: Record<string, JourneyRequestFor> = {
  // the sandbox's last event, signed as the provider signs it
  paymentWebhook: async (w) => {
    const [event] = await w.server.db
      .select({ payload: sandboxWebhookOutbox.payload })
      .from(sandboxWebhookOutbox)
      .orderBy(desc(sandboxWebhookOutbox.createdAt))
      .limit(1);
    const raw = JSON.stringify(must(event, 'sandbox webhook event').payload);
    return {
      path: api.paymentWebhook.path,
      raw,
      headers: { 'stripe-signature': signWebhook(raw, w.server.sandbox.webhookSecret) },
    };
  },
  withdrawDispute: async (w) => ({
    path: withId('/api/orders/:id/dispute/withdraw', (await disputedOrder(w)).id),
  }),
  acceptRefund: async (w) => ({
    path: withId('/api/orders/:id/dispute/accept-refund', (await disputedOrder(w)).id),
  }),
  contestDispute: async (w) => ({
    path: withId('/api/orders/:id/dispute/contest', (await disputedOrder(w)).id),
    body: { statement: STATEMENT },
  }),
  decideDispute: async (w) => {
    const order = await disputedOrder(w);
    expect((await contest(w.jordan, order.id)).status).toBe(200);
    return {
      path: withId('/api/operator/disputes/:id/decide', order.id),
      body: { outcome: 'release', note: 'Decided by the API journey.' },
    };
  },
  // before capture: the authorisation is voided
  cancelOrder: async (w) => ({ path: withId('/api/orders/:id/cancel', (await paidOrder(w)).id) }),
  // a completed order of its own, not reviewed yet
  createReview: async (w) => {
    const order = await heldOrder(w);
    expect((await w.maya.post(api.confirmReceipt.path, { orderId: order.id })).status).toBe(200);
    return { path: api.createReview.path, body: { orderId: order.id, rating: 5, comment: 'Great session' } };
  },
  // a booking whose card asked for 3-D Secure
  sandboxAuthenticate: async (w) => {
    const clientSecret = await book(w.maya, await gigFor(w.server.db, w.jordanId));
    const confirm = { clientSecret, card: card(SANDBOX_TEST_CARDS.requiresAuthentication) };
    expect((await w.maya.post(api.sandboxConfirm.path, confirm)).status).toBe(200);
    return { path: api.sandboxAuthenticate.path, body: { clientSecret, outcome: 'approve' } };
  },
};

const calls = matrixRoutes().map((route) => {
  const [role, outcome] = allowedCell(route.access ? accessCells(route.access) : []) ?? [];
  return { route, role, outcome, label: `${route.method} ${route.path} as ${String(role)}` };
});

/**
 * The calls that take a secret only an e-mail carries (the verification link's token, the code): the
 * journey sends a well-formed one, refused with 400 `{ message }`, a reply still judged by Prism.
 */
const MAILED_SECRET = new Set(['verifyEmail', 'verifyEmailCode']);
const refused: string[] = [];

describe('every call once, through Prism', () => {
  it.each(calls)('$label', async ({ route, role, outcome }) => {
    if (!role || !outcome) throw new Error(`${route.name}: no role may call it`);
    const before = gate.findings.length;
    const request = SUCCEEDING[route.name] ?? route.request;
    const { status, reply } = await sendAs(w, gate.url, route.method, role, await request(w, role));
    if (status >= 400) refused.push(`${route.name} ${status}`);
    const expected = MAILED_SECRET.has(route.name) ? 400 : status < 400 ? status : 'a success';
    expect({ findings: gate.findings.slice(before), status, reply }).toEqual({
      findings: [],
      status: expected,
      reply,
    });
  });

  afterAll(() => {
    console.log(
      `prism journey: ${calls.length} calls, ${JSON.stringify(gate.counts)}, ${gate.findings.length} findings; refused: ${refused.join(', ') || 'none'}`,
    );
  });
});
