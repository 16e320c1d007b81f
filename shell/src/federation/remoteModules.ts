/** The page modules and their addresses live in contracts (the backend preloads a page's remote too). */
export { REMOTE_PAGES, REMOTE_ROUTES, type RemotePageId } from '@campus/contracts';
