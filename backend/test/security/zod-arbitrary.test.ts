import fc from 'fast-check';
import * as z from 'zod/mini';
import { api } from '@campus/contracts';
import {
  asQuery,
  hostileArbitrary,
  parses,
  PROTOTYPE_KEYS,
  validArbitrary,
  validQueryArbitrary,
} from './zod-arbitrary';

const SAMPLES = 150;

const withSchemas = (part: 'body' | 'query') =>
  Object.entries(api).flatMap(([name, e]) => {
    const schema = part === 'body' ? ('body' in e ? e.body : undefined) : 'query' in e ? e.query : undefined;
    return schema ? [[name, schema] as const] : [];
  });

describe('validArbitrary', () => {
  it.each(withSchemas('body'))('makes bodies that %s accepts', (_, schema) => {
    for (const value of fc.sample(validArbitrary(schema), { numRuns: SAMPLES, seed: 7 }))
      expect({ value, ok: parses(schema, value) }).toEqual({ value, ok: true });
  });

  it.each(withSchemas('query'))('makes query strings that %s accepts', (_, schema) => {
    for (const query of fc.sample(validQueryArbitrary(schema), { numRuns: SAMPLES, seed: 7 })) {
      expect(Object.values(query).every((v) => typeof v === 'string')).toBe(true);
      expect({ query, ok: parses(schema, query) }).toEqual({ query, ok: true });
    }
  });

  it('follows checks: lengths, regex, int bounds, enums, literals, optional keys, nullable, defaults', () => {
    const schema = z.object({
      code: z.string().check(z.length(6), z.regex(/^\d+$/)),
      name: z.string().check(z.trim(), z.minLength(2), z.maxLength(4)),
      n: z.number().check(z.int(), z.minimum(3), z.maximum(5)),
      kind: z.enum(['a', 'b']),
      yes: z.literal(true),
      maybe: z.optional(z.string()),
      none: z.nullable(z.number()),
      flag: z._default(z.boolean(), false),
      list: z.array(z.number()).check(z.minLength(1), z.maxLength(2)),
    });
    const values = fc.sample(validArbitrary(schema), { numRuns: 300, seed: 1 }) as Array<
      Record<string, unknown>
    >;
    expect(values.every((v) => parses(schema, v))).toBe(true);
    expect(values.some((v) => !('maybe' in v))).toBe(true);
    expect(values.some((v) => v.none === null)).toBe(true);
    expect(new Set(values.map((v) => v.n))).toEqual(new Set([3, 4, 5]));
  });

  it('writes query values as text that coerce.number reads', () => {
    expect(asQuery({ limit: 5, search: 'x', none: undefined })).toEqual({ limit: '5', search: 'x' });
  });

  it('throws on a schema type it cannot generate, rather than guessing', () => {
    expect(() => validArbitrary(z.date())).toThrow(/no generator for a 'date' schema/);
  });
});

describe('hostileArbitrary', () => {
  const schema = z.object({ id: z.number().check(z.int(), z.positive()), name: z.string() });
  const values = fc.sample(hostileArbitrary(schema), { numRuns: 2000, seed: 3 });

  it('is refused by the schema most of the time (it aims at the validation)', () => {
    const refused = values.filter((v) => !parses(schema, v)).length;
    expect(refused / values.length).toBeGreaterThan(0.6);
  });

  it('sends wrong types, missing keys, prototype keys, huge strings and deep nesting', () => {
    const objects = values.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
    expect(objects.some((v) => typeof v.id === 'string')).toBe(true);
    expect(objects.some((v) => !('id' in v) && 'name' in v)).toBe(true);
    expect(objects.some((v) => PROTOTYPE_KEYS.some((k) => Object.hasOwn(v, k)))).toBe(true);
    const json = values.map((v) => JSON.stringify(v) ?? '');
    expect(json.some((s) => s.length > 50_000)).toBe(true);
    expect(json.some((s) => s.startsWith('[[[[[[[[[[') || s.includes('{"a":{"a":{"a":{"a":'))).toBe(true);
  });
});
