// What other backend domains use of the static files and pages (docs/decisions/layers.md).
export {
  besideEntry,
  escapeAttribute,
  fetchPreloads,
  jsonForScript,
  manifestBlock,
  remotePreloads,
  routeRemote,
} from './page';
export { matchRoute } from './route-match';
