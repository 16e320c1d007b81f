import type { Context } from 'koa';
import type { Db } from '../db/types';
import { SIGN_IN_REQUIRED, sessionUserId } from '../sessions/requireUser';
import { forbidden, unauthenticated } from '../domain-errors';

/** The signed-in student a request acts for. */
export interface Actor {
  userId: number;
}

export interface PolicyInput<Params> {
  actor: Actor;
  params: Params;
  /** Read-only use: a policy decides, it never writes. */
  db: Db;
}

/**
 * A named rule over a signed-in actor and the path params ('gig owner'). It may throw 404 for a
 * resource that does not exist; a `false` answer becomes 403 `{ message: denied }`.
 */
export interface Policy<Params> {
  kind: 'policy';
  name: string;
  denied: string;
  allows(input: PolicyInput<Params>): Promise<boolean> | boolean;
}

/** Who may call a route. Every route declares one (`route()` does not compile without it). */
export type Access<Params> = 'public' | 'signedIn' | Policy<Params>;

export function policy<Params>(definition: Omit<Policy<Params>, 'kind'>): Policy<Params> {
  return { kind: 'policy', ...definition };
}

/** The actor type a handler receives: a visitor may reach only public routes. */
export type ActorFor<A> = A extends 'public' ? Actor | undefined : Actor;

export function accessName(access: Access<unknown>): string {
  return typeof access === 'string' ? access : `policy: ${access.name}`;
}

/**
 * Runs a route's declared access check: 401 for a visitor where sign-in is needed, 403 when a policy
 * refuses. Called before the body or an upload is read, so refused requests cost nothing to parse.
 */
export async function checkAccess<Params>(
  access: Access<Params>,
  ctx: Pick<Context, 'session'>,
  params: Params,
  db: Db,
): Promise<Actor | undefined> {
  const userId = sessionUserId(ctx);
  if (access === 'public') return userId === undefined ? undefined : { userId };
  if (userId === undefined) throw unauthenticated(SIGN_IN_REQUIRED);
  const actor = { userId };
  if (access !== 'signedIn' && !(await access.allows({ actor, params, db }))) throw forbidden(access.denied);
  return actor;
}
