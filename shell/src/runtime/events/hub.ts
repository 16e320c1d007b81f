/**
 * The page's live events, one hub per runtime: the connection (connection.ts, one EventSource per tab)
 * emits every event it receives, and the shell and the remotes subscribe by event name
 * (`useLiveEvent`). Data travels as the JSON the server sent: each subscriber parses it with its own
 * schema (the stream endpoint it passes to `useLiveEvent`), as `api.call` does with replies, so a remote
 * built against a newer contracts reads the fields its schema knows.
 */
export type LiveHandler = (data: unknown) => void;

export interface LiveHub {
  /** Calls `handler` with the data of every `event` until the returned function is called. */
  subscribe(event: string, handler: LiveHandler): () => void;
  emit(event: string, data: unknown): void;
}

export function createLiveHub(): LiveHub {
  const handlers = new Map<string, Set<LiveHandler>>();
  return {
    subscribe(event, handler) {
      let set = handlers.get(event);
      if (!set) handlers.set(event, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(event, data) {
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          handler(data);
        } catch (error) {
          // One subscriber's bug must not keep the event from the others (or break the stream).
          console.error(`A handler of the live event '${event}' failed`, error);
        }
      }
    },
  };
}
