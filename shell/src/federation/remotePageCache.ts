import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemotePage } from './loadRemotePage';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a remote page, one per page id until `forgetRemotePage`. Kept outside React
 * state on purpose: a navigation is a transition, and React restarts a suspended transition's render
 * from the last committed state, so a lazy made in render (useMemo) would be made (and its files
 * requested) anew on every restart — with a missing chunk, hundreds of times a second.
 */
export function remotePageComponent(id: string): LazyExoticComponent<ComponentType> {
  let page = pages.get(id);
  if (!page) {
    page = lazy(() => loadRemotePage(id));
    pages.set(id, page);
  }
  return page;
}

/** The next render of this page loads it afresh ('Try again'). */
export function forgetRemotePage(id: string): void {
  pages.delete(id);
}
