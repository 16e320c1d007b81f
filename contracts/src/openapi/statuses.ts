import type { AccessDeclaration } from '../access';
import type { EndpointName } from '../api';

/** The calls whose success is 201 Created (the handler sets it; the call table does not say). */
const CREATED: ReadonlySet<string> = new Set<EndpointName>([
  'register',
  'createGig',
  'createMarketplaceItem',
  'sendMessage',
]);

/** The calls a throttle guards (429 with Retry-After): sign-in, sign-up, verification, checkout, sending. */
const THROTTLED: ReadonlySet<string> = new Set<EndpointName>([
  'login',
  'register',
  'verifyEmailCode',
  'resendVerification',
  'createPaymentIntent',
  'sendMessage',
  'startConversation',
]);

/** What a call takes, for its error statuses. */
export interface CallShape {
  name: string;
  method: string;
  path: string;
  hasQuery: boolean;
  /** 'json' for a body schema, 'multipart' for an upload, 'raw' for a signed webhook payload. */
  body: 'json' | 'multipart' | 'raw' | undefined;
  access: AccessDeclaration;
}

/** Calls that answer 201 when they create and 200 when what they would create exists already. */
const FOUND_OR_CREATED: ReadonlySet<string> = new Set<EndpointName>(['startConversation']);

/** The success statuses of a call. */
export function successStatuses(call: Pick<CallShape, 'name'>): Array<200 | 201> {
  if (FOUND_OR_CREATED.has(call.name)) return [200, 201];
  return CREATED.has(call.name) ? [201] : [200];
}

/**
 * The error statuses a call can answer, each with `{ message }`: 400 bad input, 401/403/404 from its
 * access declaration (403 also for any cross-origin write, 404 for a resource the path names), 409 a state that forbids a write,
 * 413 a body over the limit, 429 a throttle. Anything else (405, 415, 5xx) is the `default` reply.
 */
export function errorStatuses(call: CallShape): number[] {
  const declared = new Set<unknown>(Object.values(call.access));
  const hasParams = call.path.includes(':');
  const write = call.method !== 'GET';
  const statuses = new Set<number>();
  if (hasParams || call.hasQuery || call.body !== undefined) statuses.add(400);
  if (declared.has(401)) statuses.add(401);
  // a write from another origin is refused with 403 whatever its access (auth/originCheck)
  if (declared.has(403) || write) statuses.add(403);
  if (declared.has(404) || hasParams) statuses.add(404);
  if (write && declared.has('allowed')) statuses.add(409);
  if (call.body !== undefined) statuses.add(413);
  if (THROTTLED.has(call.name)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
