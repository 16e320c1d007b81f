import type { QueryClient } from '@tanstack/react-query';
import type { ServerPages } from '@campus/contracts';
import { conversationQueryOptions } from './api/get-conversation';
import { conversationsQueryOptions } from './api/get-conversations';
import { parseConversationId } from './utils/parse-conversation-id';

/**
 * mf-messages' page for the server renderer: /messages reads the student's conversations, and
 * /messages/{id} the open conversation's latest page too (its id parsed as the page parses it). Both
 * are read again by the page once it is open in the browser (their staleTime is 0: what arrived
 * meanwhile), so the server's copy paints the first screen. Private: no head of its own.
 */
const serverPages: ServerPages<QueryClient> = {
  async prefetch(request, client) {
    // a visitor sees the sign-in panel; the route is guarded anyway
    if (request.page !== './MessagesPage' || !request.signedIn) return;
    const id = parseConversationId(request.params.id);
    await Promise.all([
      client.prefetchQuery(conversationsQueryOptions()),
      ...(typeof id === 'number' ? [client.prefetchInfiniteQuery(conversationQueryOptions(id))] : []),
    ]);
  },
};

export default serverPages;
