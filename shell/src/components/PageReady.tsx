import { useEffect } from 'react';
import { syncTypedBeforeHydration } from './typedBeforeHydration';

/**
 * Marks `<html data-page="ready">` while the page it is rendered beside is on screen and live: placed
 * inside the page's own Suspense boundary, its effect runs only once that boundary has hydrated (or
 * rendered). Then what was typed before hydration is handed to React (typedBeforeHydration.ts). Journeys
 * wait for the mark before typing into a server-rendered page (e2e/support/app-started.ts).
 */
export function PageReady() {
  useEffect(() => {
    syncTypedBeforeHydration();
    const root = document.documentElement;
    root.dataset.page = 'ready';
    return () => {
      delete root.dataset.page;
    };
  }, []);
  return null;
}
