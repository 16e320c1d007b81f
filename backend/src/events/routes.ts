import { liveEventId, streams } from '@campus/contracts';
import { SESSION_COOKIE } from '../sessions/middleware';
import type { RegisterRoutes } from '../http/route';
import type { LiveEvents } from './hub';
import { invalid, unavailable } from '../domain-errors';
import { openEventStream, streamRoute } from '../http/stream';

export const EVENTS_UNAVAILABLE = 'Live updates are not available right now';
export const INVALID_LAST_EVENT_ID = 'Invalid Last-Event-ID';

/** What the browser should wait before reconnecting a dropped stream. */
export const LIVE_RETRY_MS = 2000;

/**
 * `GET /api/events`: the signed-in user's live messaging events as Server-Sent Events (events/hub.ts).
 * It resumes after the `Last-Event-ID` header that EventSource sends when it reconnects, else after
 * `?since=`, else starts from now.
 */
export const eventRoutes: RegisterRoutes<{ events: LiveEvents }> = (router, services) => {
  streamRoute(router, streams.events, { access: 'signedIn' }, ({ ctx, actor, query }) => {
    if (!services.events.running) throw unavailable(EVENTS_UNAVAILABLE);
    const header = ctx.get('Last-Event-ID').trim();
    let since = query.since;
    if (header !== '') {
      const parsed = liveEventId.safeParse(header);
      if (!parsed.success || !/^\d+$/.test(header)) throw invalid(INVALID_LAST_EVENT_ID);
      since = parsed.data;
    }
    const stream = openEventStream(ctx, { retryMs: LIVE_RETRY_MS });
    services.events.attach(
      stream,
      { userId: actor.userId, sessionKey: ctx.cookies.get(SESSION_COOKIE, { signed: true }) },
      since,
    );
  });
};
