import { openApiPath, type OpenApiDocument } from '@campus/contracts/openapi';
import { createApiRouter } from '../../src/app';
import { createLogger } from '../../src/logger';
import { pageContentSecurityPolicy } from '../../src/http/security-headers';
import { OPENAPI_PATH, REFERENCE_PATH } from '../../src/openapi/document';
import { openApiRouter } from '../../src/openapi/routes';
import { createServices } from '../../src/services';
import { json, startTestServer, type TestServer } from '../harness';

let server: TestServer;
let doc: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  doc = await json<OpenApiDocument>(await server.get(OPENAPI_PATH));
});
afterAll(() => server.close());

/** `METHOD /api/path/{param}` of every /api route a router mounts (HEAD is the router's echo of GET). */
const routesOf = (stack: Array<{ path: unknown; methods: string[] }>) =>
  stack
    .filter((layer) => String(layer.path).startsWith('/api/'))
    .flatMap((layer) =>
      layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${openApiPath(String(layer.path))}`),
    );

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document with one entry per mounted route, and no entry without a route', () => {
    const services = createServices({ db: server.db, config: server.config, log: createLogger('silent') });
    const mounted = [
      ...routesOf(createApiRouter(server.db, services).router.stack),
      ...routesOf(openApiRouter().stack),
    ].sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(doc.openapi).toBe('3.1.0');
    expect(documented).toEqual(mounted);
  });
});

describe(`GET ${REFERENCE_PATH}`, () => {
  it('is a page of every operation, with no script, under the pages’ unchanged CSP', async () => {
    const res = await server.get(REFERENCE_PATH);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-security-policy')).toBe(pageContentSecurityPolicy(server.config));
    expect(html).not.toMatch(/<script|\son\w+=/i);
    for (const methods of Object.values(doc.paths))
      for (const op of Object.values(methods)) expect(html).toContain(`id="${String(op.operationId)}"`);
  });
});
