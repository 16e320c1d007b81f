import { createRoot, hydrateRoot } from 'react-dom/client';
import { setupFederation } from './federation/setup';
import { App } from './app/App';
import { takeServerState } from './app/serverState';
import { SERVER_FALLBACK_DIGEST } from './federation/serverRender';
import { REMOTE_NOT_HYDRATED } from './federation/RemoteUnavailable';

/** The panel of a remote that could not load, given up on purpose during hydration (or React's wrapper of it). */
const isRemoteNotHydrated = (error: unknown): boolean =>
  error instanceof Error && (error.name === REMOTE_NOT_HYDRATED || isRemoteNotHydrated(error.cause));

setupFederation();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const server = takeServerState();
if (server) {
  // The server rendered the first screen (backend/src/ssr): the same tree, from the same state.
  hydrateRoot(root, <App server={server} />, {
    onRecoverableError(error, info) {
      // a part the server left to the browser on purpose (a remote page it could not render in time)
      const digest = (info as { digest?: string }).digest ?? (error as { digest?: string }).digest;
      if (digest === SERVER_FALLBACK_DIGEST || isRemoteNotHydrated(error)) return;
      console.error('Hydration error:', error);
    },
  });
} else {
  createRoot(root).render(<App />);
}
// React listens from now on: events on parts not yet hydrated are replayed once they are (journeys wait for it)
document.documentElement.dataset.app = 'started';
