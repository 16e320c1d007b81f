import type { ComponentType } from 'react';
import type { QueryClient, DehydratedState } from '@tanstack/react-query';
import type { CurrentUser, PageHead, RemoteManifest, ServerPages } from '@campus/contracts';
import type { FallbackReason } from './deadline';

/** What a remote's server bundle exports (rspack.remote.cjs, serverConfig: `remote.cjs`). */
export interface RemoteServerBundle {
  /** Per expose key (`'./GigDetailPage'`), its module, as the browser's container would load it. */
  pages: Readonly<Record<string, () => Promise<{ default?: ComponentType }>>>;
  /** The remote's `src/server.ts`, when it has one. */
  serverPages?: ServerPages<QueryClient>;
}

/** One page request, as the backend hands it to the renderer. */
export interface RenderRequest {
  /** Pathname. */
  path: string;
  /** Query string without its `?`. */
  search: string;
  /** This backend's own address for the page's API calls (`http://127.0.0.1:3000`). */
  apiOrigin: string;
  /** The visitor's Cookie header. */
  cookie: string | undefined;
  /** Whether that header carries a session cookie (without one, nobody is signed in). */
  hasSession: boolean;
  /** PUBLIC_ORIGIN. */
  origin: string;
  /** The visitor's remote manifest (the one embedded in the page). */
  manifest: RemoteManifest;
  /** Whether the address needs a session (a visitor without one is sent to sign-in). */
  guarded: boolean;
  /** The remote page of the address, when a remote renders it. */
  remote: {
    /** `'mf_gigs/GigDetailPage'`. */
    id: string;
    /** The route pattern: `'/gigs/:id'`. */
    route: string;
    /** The expose key: `'./GigDetailPage'`. */
    page: string;
    /** The remote's server bundle for the visitor's release; rejects (or never settles) when there is none. */
    bundle: Promise<RemoteServerBundle>;
  } | null;
  /** How long the remote's page may take (loading, data, rendering) before the browser renders it. */
  budgetMs: number;
}

/** The state the browser starts from (embedded in the page as JSON, read by bootstrap.tsx). */
export interface ServerState {
  dehydrated: DehydratedState;
  user: CurrentUser | null;
}

export type RenderResult =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      html: string;
      styles: string;
      state: ServerState;
      head: PageHead | null;
      /** Set when the remote's page was left to the browser, with why. */
      fallback: FallbackReason | null;
      /** Errors other than an expected fallback, for the backend's log. */
      errors: unknown[];
    };
