import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, contractRefusals, describeUses, liveContract } from '@campus/contracts';
import contractsPackage from '../../contracts/package.json';
import { startTestServer, type TestServer } from './harness';

/** GET /api/contract over real HTTP: what the ship gate checks a release against. */
let server: TestServer;
let staticRoot: string;
beforeAll(async () => {
  staticRoot = await mkdtemp(join(tmpdir(), 'campus-contract-'));
  await mkdir(join(staticRoot, 'shell', 'dist'), { recursive: true });
  await writeFile(join(staticRoot, 'shell', 'package.json'), JSON.stringify({ version: '1.4.0' }));
  server = await startTestServer({ staticRoot });
});
afterAll(async () => {
  await server.close();
  await rm(staticRoot, { recursive: true, force: true });
});

const contract = async () => {
  const res = await server.get(api.contract.path);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return liveContract.parse(await res.json());
};

describe('GET /api/contract', () => {
  it("answers anyone with the contracts version and every endpoint's reply schema", async () => {
    const live = await contract();
    expect(live.contracts).toBe(contractsPackage.version);
    expect(Object.keys(live.replies).sort()).toEqual(Object.keys(api).sort());
    expect(live.replies.marketplaceItems).toMatchObject({
      type: 'object',
      properties: { items: { type: 'array' } },
    });
    // a release built from these very contracts is accepted
    expect(contractRefusals(describeUses(['gigs', 'gig', 'marketplaceItems'], '1.2.0'), live)).toEqual([]);
  });

  it("reads the served shell runtime on every request: the shell build's runtime-version.json, else shell/package.json", async () => {
    await rm(join(staticRoot, 'shell', 'dist', 'runtime-version.json'), { force: true });
    expect((await contract()).shellRuntime).toBe('1.4.0');
    await writeFile(
      join(staticRoot, 'shell', 'dist', 'runtime-version.json'),
      JSON.stringify({ version: '1.5.2' }),
    );
    expect((await contract()).shellRuntime).toBe('1.5.2');
    await writeFile(join(staticRoot, 'shell', 'dist', 'runtime-version.json'), '{ not json');
    expect((await contract()).shellRuntime).toBe('1.4.0');
  });
});
