/**
 * The name of the error a remote's panel throws to leave a server-rendered page's part to the browser
 * (RemoteUnavailable.tsx), which bootstrap.tsx does not report. Its own module: the bootstrap reads it
 * before the app's libraries have loaded.
 */
export const REMOTE_NOT_HYDRATED = 'RemoteNotHydrated';
