import { lazySchema, z } from '../zod';
import { LIMITS } from '../constants';

/** Timestamps travel as ISO-8601 strings. */
export const isoDate = lazySchema(() => z.iso.datetime({ offset: true }));
/** Ids are PostgreSQL integers: anything above this is no id of ours (and would make the query fail). */
export const MAX_ID = 2_147_483_647;
export const id = lazySchema(() => z.number().check(z.int(), z.positive(), z.maximum(MAX_ID)));
/** Route and query ids arrive as text: '12' -> 12; anything else is a 400. */
export const idParam = lazySchema(() => z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID)));
export const messageReply = lazySchema(() => z.object({ message: z.string() }));
export type MessageReply = z.infer<typeof messageReply>;
export const ok = lazySchema(() => z.object({ ok: z.literal(true) }));

/**
 * An opaque keyset cursor: where the next page of a newest-first list starts. The server makes it;
 * clients only pass it back (`?cursor=`).
 */
export const pageCursor = lazySchema(() =>
  z
    .string()
    .check(
      z.minLength(1, 'Invalid cursor'),
      z.maxLength(100, 'Invalid cursor'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Invalid cursor'),
    ),
);
/** A page of a list (GET /api/gigs, GET /api/marketplace): `nextCursor` is null on the last page. */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.nullable(pageCursor) });
/** `limit` of a paged list: 1 to LIMITS.listMax, LIMITS.pageSize when absent. */
export const pageLimit = lazySchema(() =>
  z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.listMax))),
);
