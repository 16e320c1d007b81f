import { api, type AccessRole } from '@campus/contracts';
import type { OrderRow } from '../../../src/db/schema';
import { Browser, signedIn } from '../../auth/browser';
import { json, must } from '../../harness';
import { startLocalIssuer, studentClaims, type LocalIssuer } from '../../auth/localIssuer';
import { JORDAN, MARCUS, MAYA, PRIYA, userIds } from '../../messages/live';
import { heldOrder, OPERATOR, type DisputeWorld } from '../../operator/dispute-support';
import { gigFor } from '../../orders/fixtures';
import { confirm } from '../../orders/release-support';
import { book, pay, startOrderServer } from '../../orders/support';
import { gigForm, itemForm } from './samples';

/**
 * The matrix's world: one server on the sandbox over the demo data, its operator (OPERATOR_EMAILS)
 * Marcus, a local Google issuer trusted, the live events hub started. Maya and Jordan own everything
 * the endpoints address: Maya is the customer, the reviewer, a conversation's participant and `self`;
 * Jordan the gig owner, the item seller, the provider and the reviewed one. Priya is the stranger to
 * all of it, Marcus the operator.
 */
export type Player = 'maya' | 'jordan' | 'priya' | 'marcus';

/** Who plays each signed-in role. */
export const PLAYERS: Record<Exclude<AccessRole, 'anonymous'>, Player> = {
  stranger: 'priya',
  operator: 'marcus',
  self: 'maya',
  gigOwner: 'jordan',
  itemSeller: 'jordan',
  orderCustomer: 'maya',
  orderProvider: 'jordan',
  participant: 'maya',
  reviewAuthor: 'maya',
  reviewedProvider: 'jordan',
};

const EMAILS: Record<Player, string> = { maya: MAYA, jordan: JORDAN, priya: PRIYA, marcus: MARCUS };

/** What the endpoints' paths and bodies point at, made once before the cells run. */
export interface Fixtures {
  /** Jordan's active gig. */
  gigId: number;
  /** Jordan's marketplace item. */
  itemId: number;
  /** Maya's order of a gig of Jordan's, paid and held in escrow. */
  order: OrderRow;
  /** Maya's released order of a gig of Jordan's, which she reviewed... */
  reviewedOrder: OrderRow;
  /** ... in this review. */
  reviewId: number;
  /** Maya's conversation with Jordan. */
  conversationId: number;
}

export interface MatrixWorld extends DisputeWorld {
  fixtures: Fixtures;
  /** A valid Google ID token of a new student (the server trusts this issuer). */
  googleToken(): Promise<string>;
  /** The browser of a role (a visitor's for anonymous), shared by its cells. */
  browserOf(role: AccessRole): Browser;
  /** A new session of the role's player (cells whose call ends or replaces the session). */
  freshSession(role: AccessRole): Promise<Browser>;
  /** A fixture of its own for the cells of one endpoint (a successful write would spoil the shared one). */
  once<T>(key: string, make: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function created(res: Response, what: string): Promise<{ id: number }> {
  const body = await json<{ id?: number; message?: string }>(res);
  if (res.status >= 300 || body.id === undefined)
    throw new Error(`${what} failed: ${res.status} ${body.message}`);
  return { id: body.id };
}

export async function startMatrixWorld(): Promise<MatrixWorld> {
  const google = await startLocalIssuer();
  const server = await startOrderServer({
    seed: true,
    env: {
      OPERATOR_EMAILS: OPERATOR,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_JWKS_URL: google.jwksUrl,
    },
  });
  const close = async () => {
    await server.services.events.stop();
    await server.close({ drop: true });
    await google.close();
  };
  try {
    const [maya, jordan, priya, marcus] = await Promise.all(
      [MAYA, JORDAN, PRIYA, MARCUS].map((email) => signedIn(server, email)),
    );
    const [mayaId, jordanId, priyaId, marcusId] = await userIds(server.db, MAYA, JORDAN, PRIYA, MARCUS);
    const world: DisputeWorld = {
      server,
      maya: must(maya),
      jordan: must(jordan),
      priya: must(priya),
      marcus: must(marcus),
      visitor: new Browser(server),
      mayaId,
      jordanId,
      priyaId,
      marcusId,
    };
    return await populate(world, google, close);
  } catch (err) {
    await close();
    throw err;
  }
}

async function populate(
  w: DisputeWorld,
  google: LocalIssuer,
  close: () => Promise<void>,
): Promise<MatrixWorld> {
  await w.server.services.events.start();
  const browsers: Record<Player, Browser> = {
    maya: w.maya,
    jordan: w.jordan,
    priya: w.priya,
    marcus: w.marcus,
  };

  const reviewedOrder = await heldOrder(w);
  expect((await confirm(w.maya, reviewedOrder.id)).status).toBe(200);
  const review = await created(
    await w.maya.post(api.createReview.path, { orderId: reviewedOrder.id, rating: 5, comment: 'Great' }),
    'review',
  );
  const conversation = await w.maya.post(api.startConversation.path, { userId: w.jordanId });
  const fixtures: Fixtures = {
    gigId: (await created(await w.jordan.post(api.createGig.path, gigForm()), 'gig')).id,
    itemId: (await created(await w.jordan.post(api.createMarketplaceItem.path, itemForm()), 'item')).id,
    order: await heldOrder(w),
    reviewedOrder,
    reviewId: review.id,
    conversationId: api.startConversation.reply.parse(await json(conversation)).id,
  };

  const made = new Map<string, Promise<unknown>>();
  const playerOf = (role: AccessRole): Player | undefined =>
    role === 'anonymous' ? undefined : PLAYERS[role];
  return {
    ...w,
    fixtures,
    googleToken: () => google.sign({ claims: studentClaims() }),
    browserOf: (role) => {
      const player = playerOf(role);
      return player ? browsers[player] : w.visitor;
    },
    freshSession: async (role) => {
      const player = playerOf(role);
      return player ? signedIn(w.server, EMAILS[player]) : new Browser(w.server);
    },
    once: <T>(key: string, make: () => Promise<T>) => {
      if (!made.has(key)) made.set(key, make());
      return must(made.get(key)) as Promise<T>;
    },
    close,
  };
}

/** A held order of its own (Maya's, of a new gig of Jordan's). */
export const ownHeldOrder = (w: MatrixWorld, key: string) => w.once(key, () => heldOrder(w));

/** Maya's booking of a new gig of Jordan's, not paid yet: its payment intent's client secret. */
export const ownBooking = (w: MatrixWorld, key: string) =>
  w.once(key, async () => book(w.maya, await gigFor(w.server.db, w.jordanId)));

/**
 * A held order whose provider asked for an hour of extra time; `paid`: the customer has also started
 * its payment and paid it with a test card (what POST /api/post-service-payment/complete records).
 */
export const ownExtraTimeOrder = (w: MatrixWorld, key: string, paid: boolean) =>
  w.once(key, async () => {
    const order = await heldOrder(w);
    const asked = await w.jordan.post(api.requestExtraTime.path.replace(':id', String(order.id)), {
      hours: 1,
    });
    if (asked.status !== 200) throw new Error(`extra time request failed: ${asked.status}`);
    if (paid) {
      const res = await w.maya.post(api.postServicePayment.path, { orderId: order.id });
      await pay(w.maya, api.postServicePayment.reply.parse(await json(res)).clientSecret);
    }
    return order;
  });
