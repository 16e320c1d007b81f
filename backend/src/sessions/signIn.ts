import type { Context } from 'koa';

/**
 * Starts a signed-in session for `userId` under a NEW session id (the old id, and its row, are dropped),
 * so a session id planted or seen before sign-in is worthless afterwards.
 */
export async function startUserSession(ctx: Pick<Context, 'session'>, userId: number): Promise<void> {
  const session = ctx.session;
  if (!session) throw new Error('session middleware is not installed');
  for (const key of Object.keys(session))
    if (!key.startsWith('_') && key !== 'isNew') Reflect.deleteProperty(session, key);
  session.userId = userId;
  await session.regenerate();
}

/** Ends the session: its row is deleted and the cookie cleared, so the old cookie no longer works. */
export function endSession(ctx: Pick<Context, 'session'>): void {
  ctx.session = null;
}
