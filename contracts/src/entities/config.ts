import { z } from 'zod';

/** GET /api/config: what the browser needs to know of the server's configuration (nothing secret). */
export const publicConfig = z.object({
  googleClientId: z.string().nullable(),
  /** Google Identity Services script; configurable so a test can serve its own. */
  googleScriptUrl: z.string(),
  paymentProvider: z.enum(['sandbox', 'stripe']),
  stripePublishableKey: z.string().nullable(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
