import { z } from '../zod';

export const uploadReply = z.object({ file: z.object({ url: z.string() }) });
export type UploadReply = z.infer<typeof uploadReply>;
