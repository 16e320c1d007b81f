import { eq, sql } from 'drizzle-orm';
import { sandboxWebhookOutbox } from '../../src/db/schema';
import { queryRows } from '../../src/db/sql';
import { createLogger } from '../../src/logger';
import { SANDBOX_WEBHOOKS_JOB } from '../../src/payments/create';
import { REDELIVERY_AFTER_MS } from '../../src/payments/sandbox/outbox';
import { createServices } from '../../src/services';
import { must, startTestServer, type TestServer } from '../harness';
import { createIntent, sandboxOf } from './sandbox-support';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function until(done: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the sandbox webhook re-delivery job', () => {
  it('is scheduled every minute by the composition root and re-sends what is left undelivered', async () => {
    // an event another instance recorded but never delivered (it stopped before it could)
    const intent = await createIntent(sandboxOf(server));
    const [event] = await server.db
      .update(sandboxWebhookOutbox)
      .set({ createdAt: new Date(Date.now() - REDELIVERY_AFTER_MS - 1000) })
      .where(sql`${sandboxWebhookOutbox.payload} -> 'data' -> 'object' ->> 'id' = ${intent.id}`)
      .returning();

    const services = createServices({ db: server.db, config: server.config, log: createLogger('silent') });
    const received: string[] = [];
    const payments = services.payments;
    must(payments.onWebhook)(async (body, signature) => {
      received.push(payments.parseWebhook(body, signature).id);
    });
    await services.jobs.start();
    try {
      const schedules = await queryRows<{ cron: string }>(
        server.db,
        sql`select cron from pgboss.schedule where name = ${SANDBOX_WEBHOOKS_JOB}`,
      );
      expect(schedules).toEqual([{ cron: '* * * * *' }]);

      await services.jobs.send(SANDBOX_WEBHOOKS_JOB, {});
      await until(async () => received.includes(must(event).id));
      const [row] = await server.db
        .select()
        .from(sandboxWebhookOutbox)
        .where(eq(sandboxWebhookOutbox.id, must(event).id));
      expect(must(row).deliveredAt).not.toBeNull();
    } finally {
      await services.jobs.stop();
    }
  });
});
