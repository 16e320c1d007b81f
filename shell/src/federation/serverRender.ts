import { createContext, type ComponentType } from 'react';
import type { ManifestState } from './manifest';

/**
 * What the server renderer (shell/src/server) knows of one request, given to the tree instead of the
 * browser's module-level state: the visitor's manifest, and the remote pages it could load in time.
 * Null in the browser.
 */
export interface ServerRender {
  manifest: ManifestState;
  /** The page component of a remote page id, or one that throws (the browser renders that page). */
  page(id: string): ComponentType;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/**
 * The digest of the error a page part is given up with on the server: React writes that part as
 * client-rendered, and the browser's hydration reports it as a recoverable error with this digest
 * (expected, not logged).
 */
export const SERVER_FALLBACK_DIGEST = 'CAMPUS_SSR_FALLBACK';
