import { startTransition } from 'react';
import { loadShare } from '@module-federation/enhanced/runtime';
import { takeServerState } from './app/serverState';
import { SERVER_FALLBACK_DIGEST } from './federation/serverRender';
import { REMOTE_NOT_HYDRATED } from './federation/remoteNotHydrated';
import { nextTask } from './boot/nextTask';

/** The panel of a remote that could not load, given up on purpose during hydration (or React's wrapper of it). */
const isRemoteNotHydrated = (error: unknown): boolean =>
  error instanceof Error && (error.name === REMOTE_NOT_HYDRATED || isRemoteNotHydrated(error.cause));

/** The shared libraries the app evaluates before it renders, as start() imports them one by one below. */
const BOOT_LIBRARIES = [
  'react-dom/client',
  '@campus/contracts',
  'styled-components',
  '@tanstack/react-query',
  'jotai',
  'react-router',
  '@campus/shell/runtime',
];

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // The app's libraries are evaluated one task each, then the app, instead of all in one long task once
  // the last file is in (a dynamic import runs its module as soon as its file has loaded). Their files are
  // all requested at once first, so the steps are not a chain of round trips: loadShare loads a shared
  // module without running it (a failed file is reported by its import below). This module's own imports
  // stay small for the same reason.
  for (const library of BOOT_LIBRARIES) loadShare(library).catch(() => undefined);
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  for (const library of [
    () => import('@campus/contracts'),
    () => import('styled-components'),
    () => import('@tanstack/react-query'),
    () => import('jotai'),
    () => import('react-router'),
    () => import('@campus/shell/runtime'),
  ]) {
    await nextTask();
    await library();
  }
  await nextTask();
  (await import(/* webpackPreload: true */ './federation/setup')).setupFederation();
  await nextTask();
  const { App } = await import(/* webpackPreload: true */ './app/App');
  const server = takeServerState();
  if (server) {
    // The server rendered the first screen (backend/src/ssr): the same tree, from the same state. Hydrated
    // as a transition: React then hydrates in slices of a few milliseconds and the page answers between them
    // (a plain hydrateRoot renders everything outside Suspense boundaries in one task); an input on a part
    // not hydrated yet hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, <App server={server} />, {
        onRecoverableError(error, info) {
          // a part the server left to the browser on purpose (a remote page it could not render in time)
          const digest = (info as { digest?: string }).digest ?? (error as { digest?: string }).digest;
          if (digest === SERVER_FALLBACK_DIGEST || isRemoteNotHydrated(error)) return;
          console.error('Hydration error:', error);
        },
      });
    });
  } else {
    createRoot(root).render(<App />);
  }
  // React listens from now on: events on parts not yet hydrated are replayed once they are (journeys wait for it)
  document.documentElement.dataset.app = 'started';
}

void start();
