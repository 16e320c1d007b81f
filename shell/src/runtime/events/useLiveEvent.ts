import { useContext, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import type { z } from 'zod/mini';
import type { StreamEndpoint } from '@campus/contracts';
import { LiveHubContext } from './context';
import { liveStatusAtom, type LiveStatus } from './status';

/**
 * Calls `handler` with every `event` of the tab's live stream while the component is mounted (the
 * stream is open while a student is signed in). The data is checked with the schema of `stream`, the
 * caller's own copy of the endpoint (`streams.events` of its contracts); data that does not match is
 * dropped with a warning. A message is delivered once, even across reconnections.
 *
 *   useLiveEvent(streams.events, 'message', (message) => ...);
 */
export function useLiveEvent<E extends StreamEndpoint, K extends keyof E['events'] & string>(
  stream: E,
  event: K,
  handler: (data: z.output<E['events'][K]>) => void,
): void {
  const hub = useContext(LiveHubContext);
  if (!hub) throw new Error('useLiveEvent must be used within the runtime providers');
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const schema = stream.events[event];
  useEffect(() => {
    if (!schema) return;
    return hub.subscribe(event, (data) => {
      const parsed = schema.safeParse(data);
      if (parsed.success) latest.current(parsed.data as z.output<E['events'][K]>);
      else console.warn(`Live event '${event}' does not match its schema; ignored`, parsed.error);
    });
  }, [hub, event, schema]);
}

/** The state of the tab's live stream: `off`, `connecting`, `live` or `reconnecting`. */
export function useLiveStatus(): LiveStatus {
  return useAtomValue(liveStatusAtom);
}
