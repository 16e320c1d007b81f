/**
 * Who may call each endpoint, declared next to it in the route table (`access`) and checked by the
 * backend's authorization matrix (backend/test/security/authorization-matrix.test.ts): one request per
 * endpoint and role, whose status must match the declaration.
 *
 * The roles: `anonymous` (no session), `stranger` (a signed-in student with no tie to the addressed
 * resource), `operator` (OPERATOR_EMAILS, no tie to the resource either) and, for endpoints that
 * address a resource (by path or body), the owner roles that resource has.
 */

/** The relations a signed-in student can have with the resource an endpoint addresses. */
export const OWNER_ROLES = [
  /** The user the path or body names is the caller (`/api/users/:id`, a payout account). */
  'self',
  'gigOwner',
  'itemSeller',
  'orderCustomer',
  'orderProvider',
  'participant',
  'reviewAuthor',
  'reviewedProvider',
] as const;
export type OwnerRole = (typeof OWNER_ROLES)[number];

/** The roles every endpoint declares. */
export const BASE_ROLES = ['anonymous', 'stranger', 'operator'] as const;
export type BaseRole = (typeof BASE_ROLES)[number];
export type AccessRole = BaseRole | OwnerRole;

/**
 * A declared outcome: an exact status, or 'allowed': the request got past authorization, i.e. a 2xx or
 * 3xx, or a refusal about its input or the resource's state (ALLOWED_REFUSALS), never 401, 403, 404 or
 * a 5xx. Denials are exact: 401 signed out, 403 refused, 404 where a resource's existence is not
 * revealed to those it is not for (another's orders).
 */
export type AccessOutcome = 'allowed' | 200 | 201 | 302 | 400 | 401 | 403 | 404 | 409;

/** The refusals an 'allowed' caller may still get: bad input (400, 422) or a state that forbids it (409). */
export const ALLOWED_REFUSALS: readonly number[] = [400, 409, 422];

export type AccessDeclaration = Record<BaseRole, AccessOutcome> & Partial<Record<OwnerRole, AccessOutcome>>;

/** Whether a reply's status matches the declared outcome. */
export function matchesOutcome(declared: AccessOutcome, status: number): boolean {
  if (declared !== 'allowed') return status === declared;
  return (status >= 200 && status < 400) || ALLOWED_REFUSALS.includes(status);
}

/** Every role's declared outcome, owner roles last (their successful writes must not spoil the others' cells). */
export function accessCells(access: AccessDeclaration): Array<[AccessRole, AccessOutcome]> {
  const cells: Array<[AccessRole, AccessOutcome]> = BASE_ROLES.map((role) => [role, access[role]]);
  for (const role of OWNER_ROLES) {
    const outcome = access[role];
    if (outcome !== undefined) cells.push([role, outcome]);
  }
  return cells;
}

/** Anyone, signed in or not, gets `status`. */
export const everyone = (status: AccessOutcome = 200): AccessDeclaration => ({
  anonymous: status,
  stranger: status,
  operator: status,
});

/** Any signed-in student (the resource is the caller's own: their profile, their orders). */
export const SIGNED_IN: AccessDeclaration = { anonymous: 401, stranger: 'allowed', operator: 'allowed' };

/** Only the resource's `owners`; any other signed-in student is refused with `refused`. */
export const ownersOnly = (owners: OwnerRole[], refused: 403 | 404 = 403): AccessDeclaration => ({
  anonymous: 401,
  stranger: refused,
  operator: refused,
  ...Object.fromEntries(owners.map((role) => [role, 'allowed'])),
});

/**
 * One side of an order: an order exists only for its two parties (anyone else, operators included,
 * gets 404, as for a missing order), and the other party is refused with 403.
 */
export const orderSide = (side: 'orderCustomer' | 'orderProvider'): AccessDeclaration => ({
  anonymous: 401,
  stranger: 404,
  operator: 404,
  orderCustomer: side === 'orderCustomer' ? 'allowed' : 403,
  orderProvider: side === 'orderProvider' ? 'allowed' : 403,
});
