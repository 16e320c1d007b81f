import { MAX_ID } from '@campus/contracts';

/**
 * The conversation id of `/messages/{id}`: undefined without one (`/messages`), null when it cannot be
 * a conversation's id.
 */
export function parseConversationId(param: string | undefined): number | null | undefined {
  if (param === undefined) return undefined;
  if (!/^\d{1,16}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}
