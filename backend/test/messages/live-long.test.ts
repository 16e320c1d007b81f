import type { ChatMessage } from '@campus/contracts';
import { SERVER_TIMEOUTS } from '../../src/http/server';
import { json } from '../harness';
import {
  dataOf,
  JORDAN,
  MAYA,
  openEvents,
  startLiveCluster,
  student,
  userIds,
  type LiveCluster,
} from './live';

let cluster: LiveCluster;
beforeAll(async () => {
  // main.ts's own request timeouts (30 s for a whole request) and a 10 s heartbeat
  cluster = await startLiveCluster({ hub: { heartbeatMs: 10_000 } });
});
afterAll(() => cluster.close());

it(`keeps a stream open past the ${SERVER_TIMEOUTS.requestTimeout / 1000} s request timeout of main.ts`, async () => {
  const server = cluster.servers[0];
  if (!server) throw new Error('no server');
  const [maya, jordan] = await Promise.all([student(server, MAYA), student(server, JORDAN)]);
  const [jordanId] = await userIds(cluster.db, JORDAN);
  const c = await json<{ id: number }>(await maya.post('/api/conversations', { userId: jordanId }));
  const stream = await openEvents(server, jordan);
  try {
    await stream.next((e) => e.event === 'unread');
    await new Promise((r) => setTimeout(r, SERVER_TIMEOUTS.requestTimeout + 2000));
    expect(stream.comments).toBeGreaterThanOrEqual(3);
    const res = await maya.post('/api/messages', { conversationId: c.id, content: 'half a minute later' });
    const sent = await json<ChatMessage>(res);
    expect(dataOf(await stream.next((e) => e.event === 'message'))).toEqual(sent);
  } finally {
    stream.close();
  }
}, 55_000);
