import { z } from '../zod';
import { LIMITS } from '../constants';

/** Timestamps travel as ISO-8601 strings. */
export const isoDate = z.iso.datetime({ offset: true });
/** Ids are PostgreSQL integers: anything above this is no id of ours (and would make the query fail). */
export const MAX_ID = 2_147_483_647;
export const id = z.number().check(z.int(), z.positive(), z.maximum(MAX_ID));
/** Route and query ids arrive as text: '12' -> 12; anything else is a 400. */
export const idParam = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));
/**
 * Line breaks (LF, CR, U+2028, U+2029), every other C0/C1 control and DEL, and the bidi controls that
 * embed, override or isolate (U+202A-U+202E, U+2066-U+2069): in a name or a title they forge log lines
 * or reorder what a reader sees ('gnp.exe' shown as 'exe.png').
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
export const isSingleLineText = (text: string) => !CONTROL_OR_BIDI.test(text);
/** The check of single-line user text (names, university, titles, locations, tags): 400 with this message. */
export const singleLine = (label: string) =>
  z.refine<string>(isSingleLineText, `${label} cannot contain line breaks or control characters`);

export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;
export const ok = z.object({ ok: z.literal(true) });

/**
 * An opaque keyset cursor: where the next page of a newest-first list starts. The server makes it;
 * clients only pass it back (`?cursor=`).
 */
export const pageCursor = z
  .string()
  .check(
    z.minLength(1, 'Invalid cursor'),
    z.maxLength(100, 'Invalid cursor'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor'),
  );
/** A page of a list (GET /api/gigs, GET /api/marketplace): `nextCursor` is null on the last page. */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(pageCursor) });
/** `limit` of a paged list: 1 to LIMITS.listMax, LIMITS.pageSize when absent. */
export const pageLimit = z.optional(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.listMax)),
);
