import fc from 'fast-check';
import type { z } from 'zod/mini';
import { api, streams, type Endpoint } from '@campus/contracts';
import { fuzzArbitrary, junkArbitrary, queryJunk } from './zod-arbitrary';

/** One request the fuzzer sends. */
export interface FuzzCase {
  target: string;
  method: string;
  /** Path with its params filled in (already URL-encoded). */
  path: string;
  query?: Record<string, unknown>;
  signedIn: boolean;
  /** Send no Origin header (CSRF check) on a mutating request. */
  noOrigin: boolean;
  body?: FuzzBody;
}

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'multipart'; field: string; filename: string; contentType: string; bytes: Uint8Array };

/** What a reply must be, beyond "no 5xx, 4xx has a string message". */
export interface FuzzTarget {
  name: string;
  method: string;
  path: string;
  /** The schema a 2xx JSON reply must parse with (none: a stream). */
  reply?: z.core.$ZodType;
  /** Why this endpoint is fuzzed differently, printed with the results. */
  note?: string;
  /** Every input must be refused with one of these (the webhook: no signature, 400; or too large). */
  refusedWith?: number[];
  cases: fc.Arbitrary<FuzzCase>;
}

/** Ids of seeded rows: for a path (`/api/gigs/:id` -> gig ids), and all of them (body and query ids). */
export interface FixtureIds {
  forPath(path: string): number[];
  all: number[];
}

const strangePathSegments = fc.constantFrom(
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x1f',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'abc',
  '%00',
  '%E2%80%AE1',
  '%20%201',
  '%EF%BC%91', // fullwidth 1
  '__proto__',
  'constructor',
  '%2e%2e',
  '1%2F2',
  '%ZZ',
);

export function pathParam(ids: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...(ids.length ? ids : [1])).map(String), weight: 4 },
    { arbitrary: fc.integer({ min: -10, max: 2 ** 32 }).map(String), weight: 2 },
    { arbitrary: strangePathSegments, weight: 2 },
    {
      arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
      weight: 1,
    },
  );
}

const MALFORMED_JSON = fc.constantFrom('{', '{"a":', 'not json', '[1,2', '\u0000', '{"a":1}garbage', '');

/** A JSON body mostly from the schema, sometimes malformed or of another content type. */
function bodyArbitrary(schema: z.core.$ZodType | undefined, ints: number[]): fc.Arbitrary<FuzzBody> {
  const json = schema ? fuzzArbitrary(schema, { ints }) : fc.oneof(fc.constant({}), junkArbitrary);
  return fc.oneof(
    { arbitrary: json.map((value): FuzzBody => ({ kind: 'json', value })), weight: 12 },
    {
      arbitrary: MALFORMED_JSON.map((text): FuzzBody => ({
        kind: 'raw',
        text,
        contentType: 'application/json',
      })),
      weight: 1,
    },
    {
      arbitrary: json.map((value): FuzzBody => ({
        kind: 'raw',
        text: JSON.stringify(value) ?? '',
        contentType: 'text/plain',
      })),
      weight: 1,
    },
  );
}

function queryArbitrary(
  schema: z.core.$ZodType | undefined,
  ints: number[],
): fc.Arbitrary<Record<string, unknown> | undefined> {
  if (schema)
    return fuzzArbitrary(schema, { mode: 'query', ints }).map((q) =>
      typeof q === 'object' && q !== null && !Array.isArray(q) ? (q as Record<string, unknown>) : { q },
    );
  // endpoints without a query still get one now and then
  return fc.option(
    fc.dictionary(fc.constantFrom('limit', 'id', '__proto__', 'x'), queryJunk, { maxKeys: 2 }),
    {
      nil: undefined,
      freq: 4,
    },
  );
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function fillPath(path: string, ids: FixtureIds): fc.Arbitrary<string> {
  const params = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  if (params.length === 0) return fc.constant(path);
  return fc
    .tuple(...params.map(() => pathParam(ids.forPath(path))))
    .map((values) => params.reduce((p, param, i) => p.replace(`:${param}`, values[i] ?? ''), path));
}

function casesOf(
  name: string,
  e: Pick<Endpoint, 'method' | 'path' | 'query' | 'body'>,
  ids: FixtureIds,
  body: fc.Arbitrary<FuzzBody | undefined>,
): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      path: fillPath(e.path, ids),
      query: queryArbitrary(e.query, ids.all),
      signedIn: fc.boolean(),
      noOrigin: fc.integer({ min: 0, max: 19 }).map((n) => n === 0 && MUTATING.has(e.method)),
      body,
    })
    .map((c) => ({ target: name, method: e.method, ...c }));
}

/** An upload: random bytes in a form, under the right field or another, or not a form at all. */
const uploadBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .record({
      field: fc.constantFrom('image', 'image', 'file', '__proto__', ''),
      filename: fc.constantFrom('photo.jpg', 'x.svg', '../../etc/passwd', '\u202egnp.exe', ''),
      contentType: fc.constantFrom('image/jpeg', 'image/png', 'text/html', 'application/octet-stream'),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 4096 }),
        // a known magic number in front of garbage: the sniffing accepts it, the decoder must refuse it
        fc
          .tuple(
            fc.constantFrom(
              [0xff, 0xd8, 0xff],
              [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
              [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
            ),
            fc.uint8Array({ maxLength: 2048 }),
          )
          .map(([magic, rest]) => Uint8Array.from([...magic, ...rest])),
      ),
    })
    .map((p): FuzzBody => ({ kind: 'multipart', ...p })),
  bodyArbitrary(undefined, []),
);

/** A webhook event body: JSON-ish junk, never signed. */
const webhookBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc
    .jsonValue()
    .map((v): FuzzBody => ({ kind: 'raw', text: JSON.stringify(v), contentType: 'application/json' })),
  fc
    .record({
      id: fc.string(),
      type: fc.constantFrom('payment_intent.succeeded', 'charge.refunded', 'x'),
      data: fc.jsonValue(),
    })
    .map((v): FuzzBody => ({ kind: 'raw', text: JSON.stringify(v), contentType: 'application/json' })),
  fc
    .string({ unit: 'binary', maxLength: 2000 })
    .map((text): FuzzBody => ({ kind: 'raw', text, contentType: 'text/plain' })),
);

const NOTES: Partial<Record<string, string>> = {
  upload:
    'multipart: random bytes (some behind an image magic number), wrong fields, or JSON; no valid image',
  paymentWebhook:
    'needs a provider signature the fuzzer cannot make: every input must be a 400 (413/431 when too large)',
  testClock: "NODE_ENV=test only (the fuzz server runs in test mode): fuzzed, moves this server's clock",
  logout: 'signed-in inputs use a fresh session each (logging out would end the shared one)',
  events: 'SSE stream (streams.events): its query fuzzed; a 200 is read up to its headers and dropped',
};

/** Every endpoint of `api` and every stream, with the arbitrary of its requests. */
export function fuzzTargets(ids: FixtureIds): FuzzTarget[] {
  const targets: FuzzTarget[] = Object.entries(api).map(([name, e]: [string, Endpoint]) => {
    const body: fc.Arbitrary<FuzzBody | undefined> =
      name === 'upload'
        ? uploadBody
        : name === 'paymentWebhook'
          ? webhookBody
          : MUTATING.has(e.method)
            ? bodyArbitrary(e.body, ids.all)
            : fc.constant(undefined);
    return {
      name,
      method: e.method,
      path: e.path,
      reply: e.reply,
      note: NOTES[name],
      refusedWith: name === 'paymentWebhook' ? [400, 413, 431] : undefined,
      cases: casesOf(name, e, ids, body),
    };
  });
  for (const [name, s] of Object.entries(streams)) {
    targets.push({
      name,
      method: s.method,
      path: s.path,
      note: NOTES[name],
      cases: casesOf(name, s, ids, fc.constant(undefined)),
    });
  }
  return targets;
}
