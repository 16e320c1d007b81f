// What a session holds, and koa's `ctx.session` typed with it: in a file of its own so that every
// program reading ctx.session (the backend's, the benchmarks') sees the augmentation.

/** What the app keeps in a session. */
export interface SessionData {
  userId?: number;
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session: null only after `ctx.session = null` (logout). */
    session:
      (SessionData & { regenerate(): Promise<void> | undefined; save(): Promise<void> | undefined }) | null;
  }
}
