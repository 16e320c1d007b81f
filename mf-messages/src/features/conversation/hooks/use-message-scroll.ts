import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ChatMessage } from '@campus/contracts';

/** Closer than this to the top, older messages load. */
const LOAD_OLDER_WITHIN_PX = 160;
/** Closer than this to the bottom, the list follows new messages. */
const FOLLOW_WITHIN_PX = 80;

export interface MessageScrollOptions {
  messages: ChatMessage[];
  me: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
}

export interface MessageScroll {
  ref: RefObject<HTMLDivElement | null>;
  onScroll(): void;
  /** Loads the page before the first message shown, keeping the messages on screen where they are. */
  showOlder(): void;
}

/**
 * The scrolling of a conversation: it opens at the newest message; a new message is followed when the
 * student is at the bottom (or sent it); scrolling near the top loads older messages, and the ones on
 * screen stay where they were when those arrive above them (the container has `overflow-anchor: none`,
 * so the browser's own scroll anchoring does not move them a second time).
 */
export function useMessageScroll({ messages, me, hasOlder, loadingOlder, loadOlder }: MessageScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const keep = useRef<{ height: number; top: number } | null>(null);
  const firstId = messages[0]?.id;
  const last = messages.at(-1);

  const showOlder = useCallback(() => {
    if (!hasOlder || loadingOlder) return;
    const el = ref.current;
    keep.current = el ? { height: el.scrollHeight, top: el.scrollTop } : null;
    loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  // Older messages arrived above: the same messages stay in view.
  useLayoutEffect(() => {
    const el = ref.current;
    const kept = keep.current;
    if (!el || !kept) return;
    keep.current = null;
    el.scrollTop = el.scrollHeight - kept.height + kept.top;
  }, [firstId]);

  // A new last message (or the first page): follow it at the bottom, or when the student sent it.
  const lastId = last?.id;
  const lastMine = last?.senderId === me;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || lastId === undefined) return;
    if (atBottom.current || lastMine) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
  }, [lastId, lastMine]);

  const onScroll = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_WITHIN_PX;
    if (el.scrollTop < LOAD_OLDER_WITHIN_PX) showOlder();
  }, [showOlder]);

  // Messages that do not fill the panel leave nothing to scroll: load older ones until they do.
  useEffect(() => {
    const el = ref.current;
    if (el && el.clientHeight > 0 && el.scrollHeight <= el.clientHeight) showOlder();
  });

  return { ref, onScroll, showOlder } satisfies MessageScroll;
}
