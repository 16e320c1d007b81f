import { createContext } from 'react';

/** Lets a fallback shown in place of a remote page ask its route to load the remote again. */
export const RemoteRetryContext = createContext<() => void>(() => window.location.reload());
