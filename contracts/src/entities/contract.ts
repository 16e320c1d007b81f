import { lazySchema, z } from '../zod';

/** A JSON schema (draft 2020-12, as zod's toJSONSchema writes it). */
export const jsonSchema = lazySchema(() => z.record(z.string(), z.unknown()));
export type JsonSchema = z.infer<typeof jsonSchema>;

/**
 * GET /api/contract: what the running site serves, for the ship gate (scripts/ship/gate.mjs): the
 * contracts version the backend was built with, the served shell runtime version, and the JSON schema
 * of every endpoint's reply as the backend sends it.
 */
export const liveContract = lazySchema(() =>
  z.object({
    contracts: z.string(),
    shellRuntime: z.string(),
    replies: z.record(z.string(), jsonSchema),
  }),
);
export type LiveContract = z.infer<typeof liveContract>;

/**
 * A release's `contract.json` (written by `npm run ship` at publish): the endpoints its source calls
 * and the reply schemas it parses them with, from the remote's own copy of contracts.
 */
export const releaseContract = lazySchema(() =>
  z.object({
    contracts: z.string(),
    endpoints: z.record(z.string(), z.object({ method: z.string(), path: z.string() })),
    replies: z.record(z.string(), jsonSchema),
  }),
);
export type ReleaseContract = z.infer<typeof releaseContract>;
