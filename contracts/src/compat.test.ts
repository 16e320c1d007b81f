import { z } from './zod';
import { contractRefusals, describeReplies, describeUses } from './compat';
import type { JsonSchema } from './entities/contract';

const schemaOf = (schema: z.ZodMiniType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const item = z.object({ id: z.number(), title: z.string(), note: z.optional(z.string()) });
const page = z.object({ items: z.array(item), nextCursor: z.nullable(z.string()) });

/** The refusals of a remote parsing `remote` from a backend replying `live`, on GET /api/marketplace. */
function refusals(remote: z.ZodMiniType, live: z.ZodMiniType): string[] {
  return contractRefusals(
    {
      endpoints: { marketplaceItems: { method: 'GET', path: '/api/marketplace' } },
      replies: { marketplaceItems: schemaOf(remote) },
    },
    { replies: { marketplaceItems: schemaOf(live) } },
  );
}

describe('describeReplies', () => {
  it("describes the named endpoints' replies as JSON schemas", () => {
    const replies = describeReplies(['marketplaceItems', 'noSuchEndpoint']);
    expect(Object.keys(replies)).toEqual(['marketplaceItems']);
    expect(replies.marketplaceItems).toMatchObject({
      type: 'object',
      properties: { items: { type: 'array' } },
    });
  });

  it('describes every endpoint when no names are given, each one refusing nothing against itself', () => {
    const all = describeReplies();
    expect(Object.keys(all)).toEqual(expect.arrayContaining(['gigs', 'gig', 'marketplaceItems', 'contract']));
    const uses = describeUses(Object.keys(all), '1.0.0');
    expect(contractRefusals(uses, { replies: all })).toEqual([]);
  });

  it("records the calls' methods and paths", () => {
    expect(describeUses(['gig', 'gig'], '1.2.0').endpoints).toEqual({
      gig: { method: 'GET', path: '/api/gigs/:id' },
    });
  });
});

describe('contractRefusals', () => {
  it('accepts the same schema', () => {
    expect(refusals(page, page)).toEqual([]);
  });

  it('names a renamed field', () => {
    const renamed = z.object({
      items: z.array(z.object({ id: z.number(), name: z.string() })),
      nextCursor: z.nullable(z.string()),
    });
    expect(refusals(page, renamed)).toEqual([
      'reads "items[].title" of GET /api/marketplace (marketplaceItems), which the live backend does not send',
    ]);
  });

  it('accepts a removed optional field and a new field in the live reply', () => {
    const live = z.object({
      items: z.array(z.object({ id: z.number(), title: z.string(), condition: z.string() })),
      nextCursor: z.nullable(z.string()),
      total: z.number(),
    });
    expect(refusals(page, live)).toEqual([]);
  });

  it('names a field whose type differs, or that the live backend may leave out', () => {
    const live = z.object({
      items: z.array(z.object({ id: z.string(), title: z.optional(z.string()) })),
      nextCursor: z.nullable(z.string()),
    });
    expect(refusals(page, live)).toEqual([
      'reads "items[].id" of GET /api/marketplace (marketplaceItems) as number, but the live backend sends string',
      'reads "items[].title" of GET /api/marketplace (marketplaceItems), which the live backend may leave out',
    ]);
  });

  it('names a null the remote does not accept, and an enum value it does not know', () => {
    const remote = z.object({ cursor: z.string(), status: z.enum(['active', 'sold']) });
    const live = z.object({ cursor: z.nullable(z.string()), status: z.enum(['active', 'sold', 'held']) });
    expect(refusals(remote, live)).toEqual([
      'reads "cursor" of GET /api/marketplace (marketplaceItems) as string, but the live backend sends string or null',
      'reads "status" of GET /api/marketplace (marketplaceItems) as one of ["active","sold"], but the live backend may send "held"',
    ]);
  });

  it('names an endpoint the live backend does not serve', () => {
    expect(
      contractRefusals(
        { endpoints: { gig: { method: 'GET', path: '/api/gigs/:id' } }, replies: { gig: schemaOf(item) } },
        { replies: {} },
      ),
    ).toEqual(['calls GET /api/gigs/:id (gig), which the live backend does not serve']);
  });
});
