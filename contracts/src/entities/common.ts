import { z } from 'zod';

/** Timestamps travel as ISO-8601 strings. */
export const isoDate = z.iso.datetime({ offset: true });
export const id = z.number().int().positive();
/** Route and query ids arrive as text: '12' -> 12; anything else is a 400. */
export const idParam = z.coerce.number().int().positive();
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;
export const ok = z.object({ ok: z.literal(true) });
