import { lazySchema, z } from '../zod';
import { id, idParam, isoDate, MAX_ID } from './common';
import { LIMITS } from '../constants';
import { notificationNotice } from './notification';
import { orderNotice } from './order';
import { freeText, isMultiLineText } from '../user-text';

/** Texts of the messaging calls' refusals (`{ message }` replies), for the front end to match or show. */
export const MESSAGING_TEXTS = {
  empty: 'Message cannot be empty',
  tooLong: `Message cannot be longer than ${LIMITS.messageMax} characters`,
  /** The free-text rule's message for a multi-line field (user-text.ts). */
  control: 'Message cannot contain control characters',
  /** 429, with Retry-After (seconds). */
  rateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
  conversationNotFound: 'Conversation not found',
  notParticipant: 'You can only read and send messages in your own conversations',
  self: 'You cannot start a conversation with yourself',
  userNotFound: 'User not found',
  /** Spec section 8: the toast of a failed send ('Error' with the server message, or this). */
  sendFailed: 'Failed to send message',
} as const;

/** Whether `text` passes the free-text rule of a multi-line field (user-text.ts). */
export const isMessageText = isMultiLineText;

/**
 * A message's text: trimmed, then 1 to LIMITS.messageMax characters; line breaks and tabs are kept,
 * blank or whitespace-only text is refused.
 */
export const messageContent = lazySchema(() =>
  freeText({
    label: 'Message',
    max: LIMITS.messageMax,
    multiline: true,
    messages: { required: MESSAGING_TEXTS.empty, tooLong: MESSAGING_TEXTS.tooLong },
  }),
);

/** The other person of a conversation, as the conversation list and header show them. */
export const participant = lazySchema(() =>
  z.object({
    id,
    firstName: z.nullable(z.string()),
    lastName: z.nullable(z.string()),
    university: z.string(),
  }),
);
export type Participant = z.infer<typeof participant>;

/** Spec section 3. `participantOneId` is always the smaller id of the two. */
export const conversation = lazySchema(() =>
  z.object({
    id,
    participantOneId: id,
    participantTwoId: id,
    createdAt: isoDate,
  }),
);
export type Conversation = z.infer<typeof conversation>;

/** Spec section 3. `isRead`: the recipient has opened the conversation since it was sent. */
export const message = lazySchema(() =>
  z.object({
    id,
    conversationId: id,
    senderId: id,
    content: z.string(),
    createdAt: isoDate,
    isRead: z.boolean(),
  }),
);
export type ChatMessage = z.infer<typeof message>;

/**
 * One row of `GET /api/conversations`: `unreadCount` is the 'N new' badge (messages from the other
 * participant not yet read), `lastMessage` the newest message of either side (null before the first).
 */
export const conversationListEntry = lazySchema(() =>
  z.extend(conversation, {
    otherParticipant: participant,
    unreadCount: z.number().check(z.int(), z.minimum(0)),
    lastMessage: z.nullable(message),
  }),
);
export type ConversationListEntry = z.infer<typeof conversationListEntry>;
/** Newest activity first (the last message's time, else the conversation's). */
export const conversationList = lazySchema(() => z.array(conversationListEntry));

/**
 * `GET /api/conversations/:id?before=&limit=`: without `before`, the latest `limit` messages (and the other
 * side's messages become read); with `before` (a message id, normally `messages[0].id` of the page shown),
 * the `limit` messages just older than it.
 */
export const conversationQuery = lazySchema(() =>
  z.object({
    before: z.optional(idParam),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.listMax))),
  }),
);

/**
 * A page of a conversation: `messages` oldest first (ready to render top to bottom), `hasOlder` when
 * there are messages before `messages[0]` (load them with `before=messages[0].id`).
 */
export const conversationDetail = lazySchema(() =>
  z.object({
    conversation,
    otherParticipant: participant,
    messages: z.array(message),
    hasOlder: z.boolean(),
  }),
);
export type ConversationDetail = z.infer<typeof conversationDetail>;

/** `POST /api/messages`. */
export const messageCreate = lazySchema(() => z.object({ conversationId: id, content: messageContent }));
/**
 * `POST /api/conversations`: opens the conversation with `userId` (creating it the first time), and sends
 * `message` in it when given. 201 when created, 200 when it existed.
 */
export const conversationCreate = lazySchema(() =>
  z.object({ userId: id, message: z.optional(messageContent) }),
);
export const unreadCount = lazySchema(() => z.object({ count: z.number().check(z.int(), z.minimum(0)) }));
export type UnreadCount = z.infer<typeof unreadCount>;

/**
 * A read receipt: `readerId` has read every message of the other participant in `conversationId` up to
 * and including `lastReadId`.
 */
export const readReceipt = lazySchema(() => z.object({ conversationId: id, readerId: id, lastReadId: id }));
export type ReadReceipt = z.infer<typeof readReceipt>;

/**
 * The events of `GET /api/events` (Server-Sent Events): the event name, and the schema of its JSON `data`.
 * - `message`: a new message in one of the user's conversations (theirs too, from another tab).
 * - `read`: a read receipt in one of the user's conversations (theirs too).
 * - `unread`: the user's unread count changed; also sent first on every (re)connection.
 * - `order`: one of the user's orders took a transition that notifies them (e.g. a new paid order for its
 *   provider). Not replayed on reconnection: the orders list is state, read again when needed.
 * - `notification`: a new entry of the user's notification centre, with their unread count. Not replayed
 *   either: the bell reads the list again when the stream (re)opens.
 */
export const liveEvents = {
  message,
  read: readReceipt,
  unread: unreadCount,
  order: orderNotice,
  notification: notificationNotice,
} as const;
export type LiveEventName = keyof typeof liveEvents;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEvents)[K]> };
}[LiveEventName];

/**
 * An event's `id`: the id of the last message the stream has delivered (0 before any), i.e. where a
 * reconnection resumes. Every event carries it, so EventSource's `lastEventId` is always current.
 */
export const liveEventId = lazySchema(() =>
  z.coerce.number().check(z.int(), z.minimum(0), z.maximum(MAX_ID)),
);

/**
 * `GET /api/events?since=<message id>`: where a new stream resumes. The browser's `Last-Event-ID` header
 * (sent by EventSource when it reconnects by itself) wins over `since`.
 */
export const liveEventsQuery = lazySchema(() => z.object({ since: z.optional(liveEventId) }));
