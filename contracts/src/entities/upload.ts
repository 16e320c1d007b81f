import { lazySchema, z } from '../zod';

/**
 * POST /api/upload: `file.url` is the display image (`/uploads/<key>.webp`, 3:2, width x height), the
 * URL a gig's imageUrl or an item's images keep; `thumbnailUrl` is its smaller copy (same crop).
 */
export const uploadReply = lazySchema(() =>
  z.object({
    file: z.object({
      url: z.string(),
      thumbnailUrl: z.string(),
      width: z.number(),
      height: z.number(),
    }),
  }),
);
export type UploadReply = z.infer<typeof uploadReply>;
