import { connect } from 'node:net';
import { startTestServer, type TestServer } from '../harness';

/** Inputs the fuzzer found answered outside the contract, each fixed and kept here. */
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends raw bytes and returns the whole reply (the server closes the connection). */
function raw(request: string): Promise<string> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(request);
  });
}

const bodyOf = (reply: string) => JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;

describe("requests Node's parser refuses get the API's { message }", () => {
  it('a URL over the 16 KB header limit: 431 { message } (was an empty body)', async () => {
    const res = await server.get(`/api/gigs?search=${'💥'.repeat(5_000)}`);
    expect(res.status).toBe(431);
    expect(await res.json()).toEqual({ message: 'Request headers or URL are too large' });
  });

  it('a malformed request line: 400 { message }', async () => {
    const reply = await raw('GET /api/gigs HTTP/1.1 EXTRA\r\nHost: x\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(reply)).toEqual({ message: 'Bad request' });
  });

  it('keeps serving afterwards', async () => {
    expect((await server.get('/api/categories')).status).toBe(200);
  });
});
