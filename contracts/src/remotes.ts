import { z } from './zod';

/** Module Federation remote names (JS identifiers) by package folder. */
export const REMOTES = {
  'mf-gigs': 'mf_gigs',
  'mf-marketplace': 'mf_marketplace',
  'mf-messages': 'mf_messages',
  'mf-checkout': 'mf_checkout',
  'mf-profile': 'mf_profile',
} as const;
export type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

/** GET /api/remotes: where each remote's entry lives, served by the backend at run time. */
export const remoteManifest = z.object({
  remotes: z.array(
    z.object({
      name: z.string(),
      entry: z.string(),
      version: z.string(),
      /** Set when the remote must not be loaded (its shell runtime range is not met): the reason. */
      unavailable: z.optional(z.string()),
    }),
  ),
});
export type RemoteManifest = z.infer<typeof remoteManifest>;
