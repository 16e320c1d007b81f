/**
 * The notification the bench sends: the product's own message notice (messages/live-events.ts
 * `publishMessage`: kind, the two participants, the presented message), its content carrying the step
 * and the time it was sent, padded so the whole payload is the size asked for.
 */
import type { ChatMessage } from '@campus/contracts';
import type { LiveNotice } from '../../../backend/src/events/notify';

/** A chat message of the length the load bench's students send ("load 123.4: are you free…"). */
export const TYPICAL_CONTENT_CHARS = 48;

function notice(content: string): string {
  const message: ChatMessage = {
    id: 1_234_567,
    conversationId: 123_456,
    senderId: 40_123,
    content,
    createdAt: '2026-11-27T16:00:00.000Z',
    isRead: false,
  };
  const live: LiveNotice = { kind: 'message', participants: [40_123, 40_456], payload: message };
  return JSON.stringify(live);
}

/** The payload size of a notice with a typical message (bytes). */
export const typicalPayloadBytes = (): number => Buffer.byteLength(notice('x'.repeat(TYPICAL_CONTENT_CHARS)));

/** The stamp's width in the content: step and send time in ms, fixed so every payload has one size. */
const STAMP_CHARS = 32;

/** The smallest payload that still holds the stamp. */
export const minPayloadBytes = (): number => Buffer.byteLength(notice('x'.repeat(STAMP_CHARS)));

/** Makes payloads of `bytes` bytes for one step: `make(sentAt)`. */
export function payloadMaker(bytes: number): (step: number, sentAt: number) => string {
  const padding = 'x'.repeat(Math.max(0, bytes - minPayloadBytes()));
  return (step, sentAt) => notice(`${step} ${sentAt.toFixed(3)} `.padEnd(STAMP_CHARS, '.') + padding);
}

/** The step and send time of a payload, read as the hub reads a notice (JSON.parse). */
export function readStamp(payload: string): { step: number; sentAt: number } | null {
  const live = JSON.parse(payload) as LiveNotice;
  const content = (live.payload as Partial<ChatMessage> | null)?.content;
  if (typeof content !== 'string') return null;
  const [step, sentAt] = content.split(' ');
  return { step: Number(step), sentAt: Number(sentAt) };
}

/** Wall-clock time in ms with sub-millisecond resolution, comparable across worker threads. */
export const now = (): number => performance.timeOrigin + performance.now();
