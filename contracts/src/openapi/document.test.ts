import { api, streams } from '../api';
import { openApiDocument, openApiPath } from './document';

const doc = openApiDocument({ sessionCookie: 'campus.sid', uploadField: 'image' });
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);

describe('the OpenAPI document', () => {
  it('has one operation per call of the table and per stream, and nothing else', () => {
    const table = [...Object.values(api), ...Object.values(streams)].map(
      (e) => `${e.method} ${openApiPath(e.path)}`,
    );
    expect(operations.map((o) => o.key).sort()).toEqual(table.sort());
  });

  it('names each operation after its call, once', () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(Object.keys(api)));
  });

  it('requires a JSON body only where the call refuses an empty one (the backend reads none as {})', () => {
    const byId = new Map(operations.map((o) => [o.op.operationId, o.op]));
    expect(byId.get('readNotifications')?.requestBody).toMatchObject({ required: false });
    expect(byId.get('createGig')?.requestBody).toMatchObject({ required: true });
    expect(byId.get('logout')?.requestBody).toBeUndefined();
  });

  it('marks public calls security: [] and the others as needing the session cookie', () => {
    const byId = new Map(operations.map((o) => [o.op.operationId, o.op]));
    expect(byId.get('gigs')?.security).toEqual([]);
    expect(byId.get('orders')?.security).toEqual([{ session: [] }]);
    expect(doc).toMatchObject({
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'campus.sid' } } },
    });
  });

  it('has no reference it does not define', () => {
    const text = JSON.stringify(doc);
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name);
    expect(refs.filter((name) => name === undefined || !(name in schemas))).toEqual([]);
    expect(text).not.toContain('"#/$defs');
  });

  it('answers errors as { message } with the statuses the call can give', () => {
    const byId = new Map(operations.map((o) => [o.op.operationId, o.op]));
    const statuses = (id: string) => Object.keys((byId.get(id)?.responses ?? {}) as object);
    expect(statuses('login')).toEqual(expect.arrayContaining(['200', '400', '413', '429', 'default']));
    expect(statuses('updateGig')).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404', '409']));
    expect(statuses('createGig')).toContain('201');
  });
});
