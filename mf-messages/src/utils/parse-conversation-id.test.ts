import { parseConversationId } from './parse-conversation-id';

it('reads /messages/{id}', () => {
  expect(parseConversationId(undefined)).toBeUndefined();
  expect(parseConversationId('12')).toBe(12);
  for (const bad of ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999999', ''])
    expect(parseConversationId(bad)).toBeNull();
});
