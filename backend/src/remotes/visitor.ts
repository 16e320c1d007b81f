import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import { setCookie, type RemoteSettings } from './settings';

/** The first-party cookie naming a visitor, so a canary's share of visitors stays the same people. */
export const VISITOR_COOKIE = 'campus_visitor';
const VISITOR_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YEAR_MS = 365 * 24 * 3600_000;

/**
 * This request's visitor id: the cookie's when it holds a usable one, else a new random one, set on this
 * response (once, however often it is asked for).
 */
export function visitorOf(ctx: Context, settings: RemoteSettings): string {
  const known: unknown = ctx.state.campusVisitor;
  if (typeof known === 'string') return known;
  const sent = ctx.cookies.get(VISITOR_COOKIE);
  let visitor: string;
  if (sent !== undefined && VISITOR_ID.test(sent)) visitor = sent;
  else {
    visitor = randomBytes(16).toString('hex');
    setCookie(ctx, settings, VISITOR_COOKIE, visitor, YEAR_MS);
  }
  ctx.state.campusVisitor = visitor;
  return visitor;
}

/** The visitor's bucket (0..99) for one remote: the first 8 hex digits of sha256("<visitor>:<folder>"), mod 100. */
export function canaryBucket(visitor: string, folder: string): number {
  const hex = createHash('sha256').update(`${visitor}:${folder}`).digest('hex').slice(0, 8);
  return Number.parseInt(hex, 16) % 100;
}
