/**
 * The shell's server bundle (shell/rspack.server.cjs -> dist-server/server.cjs), loaded by the backend
 * (backend/src/ssr): it renders a page's first screen, and provides the shared singletons to the
 * remotes' server bundles, as the shell does in the browser (one React, one router, one runtime).
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as Jotai from 'jotai';
import * as ReactQuery from '@tanstack/react-query';
import styled, * as StyledComponents from 'styled-components';
import * as Runtime from '../runtime';

export { renderApp } from './render-app';
export type { RemoteServerBundle, RenderRequest, RenderResult, ServerState } from './types';

/**
 * What a remote's server bundle gets for each name its build keeps external (rspack.remote.cjs,
 * SERVER_EXTERNALS): the host's own module instances.
 */
export const sharedModules: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-router': ReactRouter,
  jotai: Jotai,
  '@tanstack/react-query': ReactQuery,
  'styled-components': { ...StyledComponents, default: styled, __esModule: true },
  '@campus/shell/runtime': Runtime,
};
