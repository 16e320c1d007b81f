import { parseRouteId } from '@campus/contracts';

/**
 * The conversation id of `/messages/{id}`: undefined without one (`/messages`), null when it cannot be
 * a conversation's id.
 */
export function parseConversationId(param: string | undefined): number | null | undefined {
  return param === undefined ? undefined : parseRouteId(param);
}
