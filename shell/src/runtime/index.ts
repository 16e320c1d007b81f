/**
 * @campus/shell/runtime: the shell's stateful runtime, ONE instance per page. The shell provides it to
 * every remote as a shared singleton (remotes never bundle a copy), because each export here reads or
 * writes page-wide state: the session (jotai atoms and the auth context), the query cache, the toast on
 * screen, the API client everything goes through.
 *
 * This file is a versioned public interface: its version is shell/package.json's `version`, and a
 * remote states the range it needs in its package.json (`"campus": { "shellRuntime": "^1.0.0" }`),
 * which its build uses as the `requiredVersion` of this shared module and the backend's compatibility
 * gate checks before a release goes live. Adding an export (or an optional argument) is a minor
 * release; removing or changing one is a major release. Stateless helpers do not belong here: UI
 * primitives live in @campus/ui, schemas, types and error checks (`isApiError`) in @campus/contracts,
 * which a remote may carry in a newer version than the shell's.
 *
 * `api.call(endpoint, ...)` parses each reply with the schema of the endpoint the CALLER passes, so a
 * remote built against a newer contracts gets its own (newer) schemas applied, not the shell's; live
 * events likewise (`useLiveEvent(streams.events, 'message', handler)`).
 *
 * 1.1.0 added the live event stream: `useLiveEvent`, `useLiveStatus` (type `LiveStatus`).
 */
export { api } from './api';
export { useAuth, type AuthState } from './auth/useAuth';
export { authStatusQuery } from './auth/queries';
export { useToast, type ToastApi } from './toast/useToast';
export type { ToastOptions, ToastVariant } from './toast/atoms';
export { useLiveEvent, useLiveStatus } from './events/useLiveEvent';
export type { LiveStatus } from './events/status';
