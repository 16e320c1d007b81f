import fc from 'fast-check';
import type { z } from 'zod/mini';

/**
 * fast-check arbitraries from zod (v4, mini or classic) schemas, by walking `schema._zod.def`:
 * `validArbitrary` makes inputs the schema accepts, `hostileArbitrary` inputs made to break a server
 * that trusts its input (wrong types, missing and extra keys, huge and strange strings, prototype keys,
 * deep nesting), and `fuzzArbitrary` mixes both. `mode: 'query'` makes query-string values (strings).
 */

type Schema = z.core.$ZodType;
type Check = z.core.$ZodCheck;
type Def = z.core.$ZodTypeDef;

export type InputMode = 'json' | 'query';

export interface ArbitraryOptions {
  mode: InputMode;
  /** Integers mixed into every integer field (ids of real rows, so inputs reach real data). */
  ints: readonly number[];
}

const optionsOf = (o: InputMode | Partial<ArbitraryOptions> = {}): ArbitraryOptions =>
  typeof o === 'string' ? { mode: o, ints: [] } : { mode: o.mode ?? 'json', ints: o.ints ?? [] };

/** Longest string a valid arbitrary makes when the schema allows more (keeps requests small). */
const MAX_VALID_STRING = 60;
const MAX_VALID_ARRAY = 5;

const def = (schema: Schema): Def => schema._zod.def;
const checksOf = (schema: Schema): Check[] => def(schema).checks ?? [];
const checkDefs = (schema: Schema) => checksOf(schema).map((c) => c._zod.def);
/** `schema.safeParse` for any zod schema (core schemas have no methods). */
export function parses(schema: Schema, value: unknown): boolean {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) return false;
  return result.issues === undefined;
}

const hasCustomCheck = (schema: Schema) => checkDefs(schema).some((c) => c.check === 'custom');
const isOptionalKey = (schema: Schema) => schema._zod.optin === 'optional';

interface Bounds {
  min: number;
  max: number;
}

function lengthBounds(schema: Schema, fallbackMax: number): Bounds {
  let min = 0;
  let max = Infinity;
  for (const c of checkDefs(schema) as Array<
    Def & { check: string; minimum?: number; maximum?: number; length?: number }
  >) {
    if (c.check === 'min_length' && c.minimum !== undefined) min = Math.max(min, c.minimum);
    if (c.check === 'max_length' && c.maximum !== undefined) max = Math.min(max, c.maximum);
    if (c.check === 'length_equals' && c.length !== undefined) [min, max] = [c.length, c.length];
  }
  return { min, max: Math.min(max, Math.max(min, fallbackMax)) };
}

interface NumberBounds {
  min: number;
  max: number;
  int: boolean;
}

function numberBounds(schema: Schema): NumberBounds {
  let min = -1e9;
  let max = 1e9;
  let int = false;
  for (const c of checkDefs(schema) as Array<
    Def & { check: string; value?: number; inclusive?: boolean; format?: string }
  >) {
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format?.startsWith('int'))) int = true;
    if (c.check === 'greater_than' && typeof c.value === 'number')
      min = Math.max(min, c.inclusive ? c.value : c.value + (int ? 1 : 1e-6));
    if (c.check === 'less_than' && typeof c.value === 'number')
      max = Math.min(max, c.inclusive ? c.value : c.value - (int ? 1 : 1e-6));
  }
  return { min, max, int };
}

/** Strings that break naive code: empty, NUL, bidi overrides, lone surrogates, number-ish text, ... */
const strangeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202egnp.exe',
  '\u2066x\u2069',
  'line\nbreak',
  '\r\n',
  '\ud800',
  '💥'.repeat(50),
  'é'.normalize('NFD'),
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%00',
  '../../etc/passwd',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-0',
  '0x10',
  ' 12 ',
  '12abc',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
);

/** Text within the bounds: mostly printable ASCII, some of all Unicode, some of the strange strings below. */
const readableText = (bounds: Bounds) =>
  fc.oneof(
    { arbitrary: fc.string({ minLength: bounds.min, maxLength: bounds.max }), weight: 4 },
    { arbitrary: fc.string({ unit: 'grapheme', minLength: bounds.min, maxLength: bounds.max }), weight: 2 },
    { arbitrary: strangeStrings, weight: 1 },
  );

/** The product's addresses are .edu ones (contracts' eduEmail); any email format gets one. */
const eduEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/))
  .map(([local, domain]) => `${local}@${domain}.edu`);

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const d = def(schema) as Def & { format?: string; pattern?: RegExp };
  const formats = checkDefs(schema) as Array<Def & { check: string; format?: string; pattern?: RegExp }>;
  const format = d.format ?? formats.find((c) => c.check === 'string_format' && c.format !== 'regex')?.format;
  const pattern = formats.find((c) => c.check === 'string_format' && c.format === 'regex')?.pattern;
  const bounds = lengthBounds(schema, MAX_VALID_STRING);
  let base: fc.Arbitrary<string>;
  if (format === 'email') base = eduEmail;
  else if (format === 'datetime') base = fc.date({ noInvalidDate: true }).map((t) => t.toISOString());
  else if (format === 'url') base = fc.webUrl();
  else if (format === 'uuid' || format === 'guid') base = fc.uuid();
  else if (pattern) base = fc.stringMatching(pattern);
  else base = readableText(bounds);
  // the checks the generator cannot aim at (trim before min length, refinements) are filtered for
  return base.filter((s) => parses(schema, s));
}

function numberArbitrary(schema: Schema, o: ArbitraryOptions): fc.Arbitrary<number> {
  const { min, max, int } = numberBounds(schema);
  if (int) {
    const any = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    const known = o.ints.filter((n) => n >= min && n <= max);
    return known.length ? fc.oneof(fc.constantFrom(...known), any) : any;
  }
  const lo = Math.ceil(min * 100);
  const hi = Math.floor(max * 100);
  return fc
    .oneof(
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      fc.integer({ min: Math.ceil(min), max: Math.floor(max) }),
      fc.integer({ min: Math.ceil(min * 2), max: Math.floor(max * 2) }).map((n) => n / 2),
      fc.integer({ min: lo, max: hi }).map((n) => n / 100),
    )
    .filter((n) => parses(schema, n));
}

function objectArbitrary(schema: Schema, o: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const shape = (def(schema) as z.core.$ZodObjectDef).shape;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    model[key] = validArbitrary(field, o);
    if (!isOptionalKey(field)) required.push(key);
  }
  return fc.record(model, { requiredKeys: required });
}

/** A pipe's input: from its output schema when the input is a plain check (`pipe(string, email)`). */
function pipeArbitrary(schema: Schema, o: ArbitraryOptions): fc.Arbitrary<unknown> {
  const { in: input, out } = def(schema) as z.core.$ZodPipeDef;
  const fromInput = def(out).type === 'transform' || def(input).type === 'pipe';
  return validArbitrary(fromInput ? input : out, o).filter((v) => parses(schema, v));
}

function untyped(schema: Schema, o: ArbitraryOptions): fc.Arbitrary<unknown> {
  const d = def(schema);
  switch (d.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema, o);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...(d as z.core.$ZodLiteralDef<z.core.util.Literal>).values);
    case 'enum':
      return fc.constantFrom(...Object.values((d as z.core.$ZodEnumDef).entries));
    case 'array': {
      const { element } = d as z.core.$ZodArrayDef;
      const bounds = lengthBounds(schema, MAX_VALID_ARRAY);
      return fc.array(validArbitrary(element, o), { minLength: bounds.min, maxLength: bounds.max });
    }
    case 'object':
      return objectArbitrary(schema, o);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(validArbitrary((d as z.core.$ZodOptionalDef).innerType, o), { nil: undefined });
    case 'nullable': {
      const inner = validArbitrary((d as z.core.$ZodNullableDef).innerType, o);
      // a query string has no null: an absent key is its only 'nothing'
      return o.mode === 'query' ? inner : fc.option(inner, { nil: null });
    }
    case 'union':
      return fc.oneof(...(d as z.core.$ZodUnionDef).options.map((option) => validArbitrary(option, o)));
    case 'pipe':
      return pipeArbitrary(schema, o);
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return validArbitrary((d as z.core.$ZodReadonlyDef).innerType, o);
    case 'unknown':
    case 'any':
    case 'transform':
      return fc.jsonValue();
    default:
      throw new Error(`zod-arbitrary: no generator for a '${d.type}' schema`);
  }
}

/** Values `schema` accepts (as JSON values; with `mode: 'query'` an object's fields are strings). */
export function validArbitrary(
  schema: Schema,
  options: InputMode | Partial<ArbitraryOptions> = {},
): fc.Arbitrary<unknown> {
  const o = optionsOf(options);
  const arb = untyped(schema, o);
  return hasCustomCheck(schema) ? arb.filter((v) => parses(schema, v)) : arb;
}

/** A query-string object: every field made valid for `schema`, then written as text. */
export function validQueryArbitrary(
  schema: Schema,
  ints: readonly number[] = [],
): fc.Arbitrary<Record<string, string>> {
  return validArbitrary(schema, { mode: 'query', ints }).map((value) => asQuery(value));
}

/** An object's fields as query-string text (arrays and objects as JSON, undefined left out). */
export function asQuery(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return { value: String(value) };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue;
    out[k] = typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v);
  }
  return out;
}

// ---- hostile inputs ----------------------------------------------------------------------------

/** Keys that pollute prototypes when a server merges input into an object. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '💥', ' ', '\u202e'), fc.integer({ min: 1_000, max: 120_000 }))
  .map(([unit, n]) => unit.repeat(n));

const strangeNumbers = fc.constantFrom(
  -0,
  -1,
  0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 53,
  1e-300,
  Number.MIN_VALUE,
);

/** A value nested `depth` levels deep in arrays or objects. */
const deepNesting = fc.tuple(fc.integer({ min: 50, max: 2_000 }), fc.boolean()).map(([depth, arrays]) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = arrays ? [v] : { a: v };
  return v;
});

/** An object whose own keys include a prototype key (as JSON.parse makes them). */
const prototypeObject = fc
  .tuple(fc.constantFrom(...PROTOTYPE_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`) as unknown);

/** Any value of a wrong kind, strange or huge. */
const anyJunk: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: strangeStrings, weight: 4 },
  { arbitrary: strangeNumbers, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [{}]), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deepNesting, weight: 1 },
  { arbitrary: prototypeObject, weight: 1 },
);

/** Any value of a wrong kind, strange or huge (for JSON bodies). */
export const junkArbitrary = anyJunk;

/**
 * Junk that a query string can carry: text (strange, or long: some over the 16 KB URL limit) and
 * repeated keys.
 */
export const queryJunk: fc.Arbitrary<string | string[]> = fc.oneof(
  { arbitrary: strangeStrings, weight: 5 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: hugeString.map((s) => s.slice(0, 3_000)), weight: 1 },
  { arbitrary: fc.array(strangeStrings, { minLength: 2, maxLength: 3 }), weight: 1 },
);

function hostileObject(schema: Schema, o: ArbitraryOptions): fc.Arbitrary<unknown> {
  const shape = (def(schema) as z.core.$ZodObjectDef).shape;
  const keys = Object.keys(shape);
  const valid = objectArbitrary(schema, o);
  const junkArbitrary = o.mode === 'query' ? queryJunk : anyJunk;
  const variants: fc.Arbitrary<unknown>[] = [
    // one field of a wrong kind
    fc.tuple(valid, fc.constantFrom(...(keys.length ? keys : ['x'])), junkArbitrary).map(([v, k, junk]) => ({
      ...v,
      [k]: junk,
    })),
    // a required field missing
    fc
      .tuple(valid, fc.constantFrom(...(keys.length ? keys : ['x'])))
      .map(([v, k]) => Object.fromEntries(Object.entries(v).filter(([key]) => key !== k))),
    // extra keys, prototype keys among them
    fc
      .tuple(
        valid,
        fc.constantFrom(...PROTOTYPE_KEYS, 'isAdmin', 'role', 'id', 'userId'),
        fc.jsonValue({ maxDepth: 2 }),
      )
      .map(([v, k, extra]) => {
        const copy: Record<string, unknown> = { ...v };
        Object.defineProperty(copy, k, {
          value: extra,
          enumerable: true,
          configurable: true,
          writable: true,
        });
        return copy;
      }),
  ];
  // a field whose own value is hostile in its own way (nested objects, arrays, strings)
  if (keys.length)
    variants.push(
      fc
        .tuple(valid, fc.constantFrom(...keys))
        .chain(([v, k]) => hostileArbitrary(shape[k] as Schema, o).map((h) => ({ ...v, [k]: h }))),
    );
  return fc.oneof(...variants);
}

/** Inputs that `schema` should refuse, or that sit on its edges. */
export function hostileArbitrary(
  schema: Schema,
  options: InputMode | Partial<ArbitraryOptions> = {},
): fc.Arbitrary<unknown> {
  const o = optionsOf(options);
  const d = def(schema);
  const junk: fc.Arbitrary<unknown> = o.mode === 'query' ? queryJunk : anyJunk;
  switch (d.type) {
    case 'object':
      return fc.oneof({ arbitrary: hostileObject(schema, o), weight: 4 }, { arbitrary: junk, weight: 1 });
    case 'array': {
      const element = (d as z.core.$ZodArrayDef).element;
      return fc.oneof(
        fc.array(hostileArbitrary(element, o), { maxLength: 5 }),
        fc.integer({ min: 100, max: 5_000 }).map((n) => Array.from({ length: n }, () => 'x')),
        junk,
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fc.oneof(hostileArbitrary((d as z.core.$ZodOptionalDef).innerType, o), junk);
    case 'pipe':
      return fc.oneof(hostileArbitrary((d as z.core.$ZodPipeDef).in, o), junk);
    default:
      return junk;
  }
}

/** Mostly hostile, partly valid inputs: valid ones reach the handlers, hostile ones the validation. */
export function fuzzArbitrary(
  schema: Schema,
  options: InputMode | Partial<ArbitraryOptions> = {},
): fc.Arbitrary<unknown> {
  const o = optionsOf(options);
  const valid = o.mode === 'query' ? validQueryArbitrary(schema, o.ints) : validArbitrary(schema, o);
  return fc.oneof({ arbitrary: valid, weight: 2 }, { arbitrary: hostileArbitrary(schema, o), weight: 3 });
}
