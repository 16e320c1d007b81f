import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Koa from 'koa';
import { z } from 'zod/mini';
import { api, streams, type Endpoint } from '@campus/contracts';
import { createApiRouter } from '../src/app';
import { sessionMiddleware } from '../src/sessions/middleware';
import { users } from '../src/db/schema';
import { conflict } from '../src/domain-errors';
import { errorMiddleware } from '../src/http/error-middleware';
import { ApiRouter } from '../src/http/route';
import { createHttpServer } from '../src/http/server';
import { createLogger } from '../src/logger';
import { sandboxOnboarding } from '../src/payments/sandbox/routes';
import { createServices } from '../src/services';
import { signedIn, type Browser } from './auth/browser';
import { json, must, startTestServer, type TestServer } from './harness';
import { headOnly as sendHeadOnly } from './raw-http';

let server: TestServer;
let maya: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  maya = await signedIn(server);
});
afterAll(() => server.close());

/** A request's head announcing a large body that never comes: the status line of the answer. */
const headOnly = (path: string, method: string, headers: Record<string, string>) =>
  sendHeadOnly(server.url, method, path, headers);

describe('route access declarations', () => {
  it('names who may call each API route, and only these routes need more than a visitor', () => {
    const router = createApiRouter(
      server.db,
      createServices({ db: server.db, config: server.config, log: createLogger('silent') }),
    );
    const restricted = router.declarations
      .filter((d) => d.access !== 'public')
      .map((d) => `${d.method} ${d.path} ${d.access}${d.write ? ' (write)' : ''}`)
      .sort();
    expect(restricted).toEqual(
      [
        `${api.unreadCount.method} ${api.unreadCount.path} signedIn`,
        `${api.conversations.method} ${api.conversations.path} signedIn`,
        `${api.startConversation.method} ${api.startConversation.path} signedIn`,
        `${api.conversation.method} ${api.conversation.path} policy: conversation participant (write)`,
        `${api.sendMessage.method} ${api.sendMessage.path} signedIn`,
        `${streams.events.method} ${streams.events.path} signedIn`,
        `${api.updateProfile.method} ${api.updateProfile.path} signedIn (write)`,
        `${api.completeProfile.method} ${api.completeProfile.path} policy: profile owner (write)`,
        `${api.createGig.method} ${api.createGig.path} signedIn (write)`,
        `${api.updateGig.method} ${api.updateGig.path} policy: gig owner (write)`,
        // their own transaction, then the gig's open bookings are given up at the payment provider
        `${api.setGigStatus.method} ${api.setGigStatus.path} policy: gig owner`,
        `${api.deleteGig.method} ${api.deleteGig.path} policy: gig owner`,
        `${api.createMarketplaceItem.method} ${api.createMarketplaceItem.path} signedIn (write)`,
        `${api.updateMarketplaceItem.method} ${api.updateMarketplaceItem.path} policy: item owner (write)`,
        `${api.setMarketplaceItemStatus.method} ${api.setMarketplaceItemStatus.path} policy: item owner (write)`,
        `${api.deleteMarketplaceItem.method} ${api.deleteMarketplaceItem.path} policy: item owner (write)`,
        `${api.upload.method} ${api.upload.path} signedIn (write)`,
        `${api.sandboxConfirm.method} ${api.sandboxConfirm.path} signedIn`,
        `${api.sandboxAuthenticate.method} ${api.sandboxAuthenticate.path} signedIn`,
        `${sandboxOnboarding.method} ${sandboxOnboarding.path} signedIn`,
        `${api.payoutStatus.method} ${api.payoutStatus.path} signedIn`,
        `${api.payoutOnboarding.method} ${api.payoutOnboarding.path} signedIn`,
        `${api.orders.method} ${api.orders.path} signedIn`,
        `${api.order.method} ${api.order.path} policy: order party or operator`,
        `${api.createPaymentIntent.method} ${api.createPaymentIntent.path} signedIn`,
        `${api.paymentComplete.method} ${api.paymentComplete.path} signedIn`,
        `${api.capturePayment.method} ${api.capturePayment.path} signedIn`,
        `${api.cancelOrder.method} ${api.cancelOrder.path} policy: order customer`,
        `${api.confirmReceipt.method} ${api.confirmReceipt.path} signedIn`,
        `${api.requestExtraTime.method} ${api.requestExtraTime.path} policy: order party (write)`,
        `${api.postServicePayment.method} ${api.postServicePayment.path} signedIn`,
        `${api.postServicePaymentComplete.method} ${api.postServicePaymentComplete.path} signedIn`,
        `${api.openDispute.method} ${api.openDispute.path} signedIn`,
        `${api.contestDispute.method} ${api.contestDispute.path} policy: dispute provider`,
        `${api.withdrawDispute.method} ${api.withdrawDispute.path} policy: dispute customer`,
        `${api.acceptRefund.method} ${api.acceptRefund.path} policy: dispute provider`,
        `${api.operatorDisputes.method} ${api.operatorDisputes.path} policy: operator`,
        `${api.decideDispute.method} ${api.decideDispute.path} policy: operator`,
        `${api.createReview.method} ${api.createReview.path} signedIn (write)`,
        `${api.updateReview.method} ${api.updateReview.path} policy: review author (write)`,
        `${api.replyToReview.method} ${api.replyToReview.path} policy: reviewed provider (write)`,
        `${api.dashboard.method} ${api.dashboard.path} signedIn`,
        `${api.deliverOrder.method} ${api.deliverOrder.path} policy: order provider`,
        `${api.declineOrder.method} ${api.declineOrder.path} policy: order provider`,
        `${api.notifications.method} ${api.notifications.path} signedIn`,
        `${api.readNotifications.method} ${api.readNotifications.path} signedIn (write)`,
      ].sort(),
    );
    for (const d of router.declarations) expect(d.access).toMatch(/^(public|signedIn|policy: .+)$/);
  });

  it("refuses a visitor's large body with 401 before reading it", async () => {
    const status = await headOnly(api.updateProfile.path, 'PUT', {
      'content-type': 'application/json',
      'content-length': String(6 * 1024 * 1024),
    });
    expect(status).toBe('HTTP/1.1 401 Unauthorized');
  });

  it("refuses another user's profile by policy (403) before reading the body", async () => {
    const other = must(
      (
        await server.db.select({ id: users.id }).from(users).where(eq(users.email, 'jordan.alvarez@asu.edu'))
      )[0],
    );
    const status = await headOnly(`/api/users/${other.id}`, 'PATCH', {
      cookie: maya.cookieHeader(),
      'content-type': 'application/json',
      'content-length': String(6 * 1024 * 1024),
    });
    expect(status).toBe('HTTP/1.1 403 Forbidden');
  });
});

describe('write transactions', () => {
  const probe = {
    method: 'POST',
    path: '/api/probe/:outcome',
    body: z.object({ bio: z.string() }),
    reply: z.object({ ok: z.literal(true) }),
  } satisfies Endpoint;

  /** An app with one write route that changes Maya's bio, then fails or not as the path says. */
  async function probeServer() {
    const router = new ApiRouter(server.db);
    router.route(
      probe,
      { access: 'signedIn', params: z.object({ outcome: z.enum(['commit', 'fail']) }), write: true },
      async ({ params, body, actor, tx }) => {
        await tx.update(users).set({ bio: body.bio }).where(eq(users.id, actor.userId));
        if (params.outcome === 'fail') throw conflict('refused after writing');
        return { ok: true as const };
      },
    );
    const app = new Koa();
    app.keys = server.app.keys;
    app.use(errorMiddleware(createLogger('silent')));
    app.use(sessionMiddleware(app, { db: server.db, config: server.config }));
    app.use(router.router.routes());
    const http = createHttpServer(app);
    await new Promise<void>((ok) => http.listen(0, '127.0.0.1', ok));
    return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => http.close() };
  }

  const bioOf = async (email: string) =>
    must((await server.db.select({ bio: users.bio }).from(users).where(eq(users.email, email)))[0]).bio;

  it('commits what a write route did when it answers, and rolls all of it back when it throws', async () => {
    const probeApp = await probeServer();
    try {
      const send = (outcome: string, bio: string) =>
        fetch(`${probeApp.url}/api/probe/${outcome}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: maya.cookieHeader() },
          body: JSON.stringify({ bio }),
        });
      const ok = await send('commit', 'kept');
      expect(ok.status).toBe(200);
      expect(await bioOf('maya.chen@asu.edu')).toBe('kept');

      const refused = await send('fail', 'lost');
      expect(refused.status).toBe(409);
      expect(await json(refused)).toEqual({ message: 'refused after writing' });
      expect(await bioOf('maya.chen@asu.edu')).toBe('kept');
    } finally {
      probeApp.close();
    }
  });
});
