/**
 * What the shell provides to every remote as the shared singleton 'react-router' (one router for host
 * and remotes): the declarative API of react-router 7's production build (the shell uses no data
 * router, see app/App.tsx). Shared modules are not tree-shaken: every name listed ships to every
 * visitor, so the list is exactly what the shell and the remotes import. `facades.test.ts` fails when a
 * package imports a name missing here, and when a name here is no longer imported.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-production';
