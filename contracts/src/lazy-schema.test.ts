import { isLazySchema, lazySchema, z } from './zod';
import * as browserEntry from './browser';

describe('lazySchema', () => {
  it('builds its schema on first use, once', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds += 1;
      return z.string().check(z.minLength(2));
    });
    expect(builds).toBe(0);
    expect(name.parse('Ana')).toBe('Ana');
    expect(name.safeParse('A').success).toBe(false);
    expect(builds).toBe(1);
  });

  it('stands for its schema inside other schemas and in zod functions', () => {
    const price = lazySchema(() => z.number().check(z.positive()));
    const item = lazySchema(() => z.object({ title: z.string(), price, tags: z.optional(z.array(price)) }));
    expect(z.parse(item, { title: 'Desk', price: 40 })).toEqual({ title: 'Desk', price: 40 });
    expect(z.safeParse(item, { title: 'Desk', price: -1 }).success).toBe(false);
    expect(z.partial(item).parse({})).toEqual({});
    expect(Object.keys(item._zod.def.shape)).toEqual(['title', 'price', 'tags']);
  });

  it('is how contracts defines every schema a page gets (none is built while contracts loads)', () => {
    const schemas = Object.entries(browserEntry).filter(
      ([, value]) => typeof value === 'object' && value !== null && '_zod' in value,
    );
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemas.filter(([, schema]) => !isLazySchema(schema)).map(([name]) => name)).toEqual([]);
  });
});

describe('loading contracts', () => {
  it('builds no zod schema (everything waits for its first use)', () => {
    const calls: string[] = [];
    jest.isolateModules(() => {
      jest.doMock('zod/mini', () => {
        const actual = jest.requireActual<Record<string, unknown>>('zod/mini');
        // every schema-building function of zod/mini, counted; its configuration is not a schema
        return Object.fromEntries(
          Object.entries(actual).map(([name, value]) => [
            name,
            typeof value === 'function' && name !== 'config' && /^[a-z]/.test(name)
              ? (...args: unknown[]) => {
                  calls.push(name);
                  return (value as (...a: unknown[]) => unknown)(...args);
                }
              : value,
          ]),
        );
      });
      jest.requireActual('./browser');
    });
    expect(calls).toEqual([]);
  });
});
