import { z } from '../zod';

/** Timestamps travel as ISO-8601 strings. */
export const isoDate = z.iso.datetime({ offset: true });
/** Ids are PostgreSQL integers: anything above this is no id of ours (and would make the query fail). */
export const MAX_ID = 2_147_483_647;
export const id = z.number().check(z.int(), z.positive(), z.maximum(MAX_ID));
/** Route and query ids arrive as text: '12' -> 12; anything else is a 400. */
export const idParam = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ID));
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;
export const ok = z.object({ ok: z.literal(true) });
