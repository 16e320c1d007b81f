import { api, LIMITS, MESSAGING_TEXTS, type ChatMessage } from '@campus/contracts';
import type { RegisterRoutes } from '../http/route';
import type { Actor } from '../http/access';
import { notFound, rateLimited } from '../domain-errors';
import { idParams } from '../http/params';
import type { Throttle } from '../auth';
import type { JobRunner } from '../jobs/runner';
import type { Logger } from '../logger';
import { findPublicUser } from '../users';
import { publishRead } from './live-events';
import { postMessage } from './post';
import { assertNotSelf, assertParticipant, conversationParticipant, messageSendKeys } from './policies';
import {
  presentConversation,
  presentConversationEntry,
  presentMessage,
  presentParticipant,
} from './presenter';
import {
  findConversation,
  findParticipant,
  listConversations,
  markRead,
  messagePage,
  openConversation,
  otherParticipantId,
  participantIds,
  unreadCount,
} from './service';
import { scheduleUnreadMail } from './unread-mail';

/** 429 once the student sent LIMITS.messagesPerMinute messages this minute (counted on every instance). */
/** The long-lived services the message routes use (the composition root passes its own). */
export interface MessageServices {
  throttle: Throttle;
  jobs: JobRunner;
  log: Logger;
}

async function assertMaySend(services: MessageServices, actor: Actor): Promise<void> {
  const attempt = await services.throttle.attempt(messageSendKeys(actor));
  if (attempt.retryAfter > 0) throw rateLimited(MESSAGING_TEXTS.rateLimited, attempt.retryAfter);
}

const queueMail = (services: MessageServices, message: ChatMessage) =>
  scheduleUnreadMail(services.jobs, services.log, message.id, new Date(message.createdAt));

/** Conversations and messages (spec sections 2, 3, 7); live delivery is events/. */
export const messageRoutes: RegisterRoutes<MessageServices> = (router, services) => {
  router.route(api.unreadCount, { access: 'signedIn' }, async ({ actor, db }) => ({
    count: await unreadCount(db, actor.userId),
  }));

  router.route(api.conversations, { access: 'signedIn' }, async ({ actor, db }) =>
    (await listConversations(db, actor.userId)).map(presentConversationEntry),
  );

  // Sending (here and in POST /api/messages) is a read route that opens its own transaction, like the
  // account commands: the send is counted in the throttle on its own connection before the transaction
  // starts, and the unread-mail job is queued after it commits. A write route would hold its
  // transaction's connection while waiting for a second one from the same pool: ten concurrent sends
  // on a pool of ten would wait for each other forever.
  router.route(api.startConversation, { access: 'signedIn' }, async ({ body, actor, ctx, db }) => {
    assertNotSelf(actor, body.userId);
    // Only a public (verified) student can be talked to; anyone else is as unknown as a missing id.
    const other = await findPublicUser(db, body.userId);
    if (!other) throw notFound(MESSAGING_TEXTS.userNotFound);
    const content = body.message;
    if (content !== undefined) await assertMaySend(services, actor);
    const { entry, created, message } = await db.transaction(async (tx) => {
      const opened = await openConversation(tx, actor.userId, other.id);
      const sent =
        content === undefined ? null : await postMessage(tx, opened.conversation, actor.userId, content);
      const [row] = await listConversations(tx, actor.userId, opened.conversation.id);
      if (!row) throw new Error(`conversation ${opened.conversation.id} vanished inside its transaction`);
      return { entry: row, created: opened.created, message: sent };
    });
    if (message) await queueMail(services, message);
    ctx.status = created ? 201 : 200;
    return presentConversationEntry(entry);
  });

  // Opening a conversation marks the other side's messages read: a write (one transaction, whose
  // read receipt is published on commit), although it is a GET.
  router.route(
    api.conversation,
    { access: conversationParticipant, params: idParams('conversation id'), write: true },
    async ({ params, query, actor, tx }) => {
      const conversation = await findConversation(tx, params.id);
      assertParticipant(actor, conversation);
      const other = await findParticipant(tx, otherParticipantId(conversation, actor.userId));
      if (!other) throw notFound(MESSAGING_TEXTS.conversationNotFound);
      if (query.before === undefined) {
        const lastReadId = await markRead(tx, conversation.id, actor.userId);
        if (lastReadId !== null)
          await publishRead(tx, participantIds(conversation), {
            conversationId: conversation.id,
            readerId: actor.userId,
            lastReadId,
          });
      }
      const limit = query.limit ?? LIMITS.messagePageSize;
      const rows = await messagePage(tx, conversation.id, query.before, limit + 1);
      return {
        conversation: presentConversation(conversation),
        otherParticipant: presentParticipant(other),
        messages: rows.slice(0, limit).reverse().map(presentMessage),
        hasOlder: rows.length > limit,
      };
    },
  );

  router.route(api.sendMessage, { access: 'signedIn' }, async ({ body, actor, ctx, db }) => {
    assertParticipant(actor, await findConversation(db, body.conversationId));
    await assertMaySend(services, actor);
    const message = await db.transaction(async (tx) => {
      const conversation = await findConversation(tx, body.conversationId);
      assertParticipant(actor, conversation); // deleted meanwhile (a participant's account): 404
      return postMessage(tx, conversation, actor.userId, body.content);
    });
    await queueMail(services, message);
    ctx.status = 201;
    return message;
  });
};
