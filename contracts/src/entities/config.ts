import { lazySchema, z } from '../zod';

/** GET /api/config: what the browser needs to know of the server's configuration (nothing secret). */
export const publicConfig = lazySchema(() =>
  z.object({
    googleClientId: z.nullable(z.string()),
    /** Google Identity Services script; configurable so a test can serve its own. */
    googleScriptUrl: z.string(),
    paymentProvider: z.enum(['sandbox', 'stripe']),
    stripePublishableKey: z.nullable(z.string()),
  }),
);
export type PublicConfig = z.infer<typeof publicConfig>;
