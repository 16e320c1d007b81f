import {
  api,
  conversationCreate,
  conversationQuery,
  LIMITS,
  liveEvents,
  liveEventsQuery,
  messageCreate,
  MESSAGING_TEXTS,
  streams,
} from './index';

const firstMessage = (value: unknown) =>
  messageCreate.safeParse({ conversationId: 1, content: value }).error?.issues[0]?.message;

describe('message text', () => {
  it('is trimmed, keeps inner line breaks and tabs', () => {
    expect(messageCreate.parse({ conversationId: 3, content: '  Hi!\n\tSee you at 5.  ' })).toEqual({
      conversationId: 3,
      content: 'Hi!\n\tSee you at 5.',
    });
  });

  it.each(['', ' ', '\n\n', ' \t\r\n '])('refuses blank text %j', (content) => {
    expect(firstMessage(content)).toBe(MESSAGING_TEXTS.empty);
  });

  it(`takes ${LIMITS.messageMax} characters and refuses one more`, () => {
    expect(firstMessage('a'.repeat(LIMITS.messageMax))).toBeUndefined();
    expect(firstMessage(` ${'a'.repeat(LIMITS.messageMax)} `)).toBeUndefined();
    expect(firstMessage('a'.repeat(LIMITS.messageMax + 1))).toBe(MESSAGING_TEXTS.tooLong);
    expect(MESSAGING_TEXTS.tooLong).toBe('Message cannot be longer than 5000 characters');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a bell', 'a\u0007b'],
    ['a right-to-left override', 'invoice\u202efdp.exe'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s', (_what, content) => {
    expect(firstMessage(content)).toBe(MESSAGING_TEXTS.control);
  });

  it('needs a numeric conversation id', () => {
    expect(messageCreate.safeParse({ conversationId: '1', content: 'hi' }).success).toBe(false);
    expect(messageCreate.safeParse({ conversationId: 0, content: 'hi' }).success).toBe(false);
  });
});

describe('starting a conversation', () => {
  it('takes the other user id and an optional first message, checked like any message', () => {
    expect(conversationCreate.parse({ userId: 7 })).toEqual({ userId: 7 });
    expect(conversationCreate.parse({ userId: 7, message: ' hello ' })).toEqual({
      userId: 7,
      message: 'hello',
    });
    expect(conversationCreate.safeParse({ userId: 7, message: '  ' }).error?.issues[0]?.message).toBe(
      MESSAGING_TEXTS.empty,
    );
    expect(conversationCreate.safeParse({ otherUserId: 7 }).success).toBe(false);
  });
});

describe('conversation pages and the event stream', () => {
  it('reads before/limit and since from the query string', () => {
    expect(conversationQuery.parse({ before: '120', limit: '20' })).toEqual({ before: 120, limit: 20 });
    expect(conversationQuery.safeParse({ limit: '101' }).success).toBe(false);
    expect(liveEventsQuery.parse({ since: '0' })).toEqual({ since: 0 });
    expect(liveEventsQuery.safeParse({ since: '-1' }).success).toBe(false);
  });

  it('names the calls and the events', () => {
    expect([
      api.conversations.path,
      api.conversation.path,
      api.startConversation.path,
      api.sendMessage.path,
    ]).toEqual(['/api/conversations', '/api/conversations/:id', '/api/conversations', '/api/messages']);
    expect(streams.events.path).toBe('/api/events');
    expect(Object.keys(liveEvents)).toEqual(['message', 'read', 'unread', 'order', 'notification']);
    expect(liveEvents.read.parse({ conversationId: 1, readerId: 2, lastReadId: 3 })).toEqual({
      conversationId: 1,
      readerId: 2,
      lastReadId: 3,
    });
  });
});
