import type { DehydratedState } from '@tanstack/react-query';
import type { CurrentUser } from '@campus/contracts';

/** The data block the server renderer writes after `#root` (backend/src/ssr/page-html.ts). */
const STATE_ELEMENT_ID = 'campus-ssr';

/** What the server rendered the page from: its query cache and the session's user. */
export interface ServerStartState {
  dehydrated: DehydratedState;
  user: CurrentUser | null;
}

/** The server's state, once (the element is removed); null when the page was not rendered on the server. */
export function takeServerState(): ServerStartState | null {
  const element = document.getElementById(STATE_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || !('dehydrated' in parsed)) return null;
    return parsed as ServerStartState;
  } catch {
    return null;
  }
}
