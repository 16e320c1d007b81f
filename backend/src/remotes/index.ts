/** The remotes domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { localProxy } from './local-proxy';
export { previewRoute } from './preview-routes';
export { RELEASE_ID, REMOTE_FOLDER } from './releases';
export { createReleaseStore, type ReleaseStore } from './store';
export { remoteManifest, servedShellRuntime } from './service';
export { type RemoteSettings } from './settings';
export { perVisitor, visitOf } from './visit';
