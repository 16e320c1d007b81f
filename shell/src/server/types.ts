import type { ComponentType } from 'react';
import type { QueryClient, DehydratedState } from '@tanstack/react-query';
import type {
  CurrentUser,
  RenderRequest as ContractRenderRequest,
  RenderResult as ContractRenderResult,
  ServerPages,
} from '@campus/contracts';

/** What a remote's server bundle exports (rspack.remote.cjs, serverConfig: `remote.cjs`). */
export interface RemoteServerBundle {
  /** Per expose key (`'./GigDetailPage'`), its module, as the browser's container would load it. */
  pages: Readonly<Record<string, () => Promise<{ default?: ComponentType }>>>;
  /** The remote's `src/server.ts`, when it has one. */
  serverPages?: ServerPages<QueryClient>;
}

/** One page request, as the backend hands it to the renderer (contracts' RenderRequest). */
export type RenderRequest = ContractRenderRequest<RemoteServerBundle>;

/** The state the browser starts from (embedded in the page as JSON, read by bootstrap.tsx). */
export interface ServerState {
  dehydrated: DehydratedState;
  user: CurrentUser | null;
}

export type RenderResult = ContractRenderResult<ServerState>;
