import { useHydrated } from '@campus/ui';

/** The clock and zone messages' times are shown in (message-time.ts). */
export interface MessageClock {
  now: Date;
  /** The visitor's zone; else UTC. */
  local: boolean;
}

/**
 * Until hydrated: the time the messages were read (their query's dataUpdatedAt, the same number on the
 * server and in the hydration render) and UTC, so both say the same; then the visitor's clock and zone.
 */
export function useMessageClock(readAt: number): MessageClock {
  const local = useHydrated();
  return { now: local ? new Date() : new Date(readAt), local };
}
