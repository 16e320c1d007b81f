import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths, type RemoteManifest } from '@campus/contracts';
import { RemotePage } from '../federation/RemotePage';
import { HomePage } from '../pages/home/HomePage';
import { Layout } from './Layout';
import { PageReady } from '../components/PageReady';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { RootErrorBoundary } from './RootErrorBoundary';
import { UnknownAddress } from './UnknownAddress';

const SignInPage = lazy(() => import('../pages/sign-in/SignInPage'));
const VerifyEmailPage = lazy(() => import('../pages/verify-email/VerifyEmailPage'));
const PrivacyPolicyPage = lazy(() => import('../pages/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('../pages/legal/TermsOfServicePage'));
const NotificationsPage = lazy(() => import('../pages/notifications/NotificationsPage'));

const guarded = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const shellPage = (page: ReactNode) => (
  <RouteErrorBoundary>
    {page}
    <PageReady />
  </RouteErrorBoundary>
);

/** The pages the remotes declare in the live manifest: page './GigDetailPage' of mf_gigs is 'mf_gigs/GigDetailPage'. */
function remoteRoutes(manifest: RemoteManifest | null): RouteObject[] {
  return (manifest?.remotes ?? []).flatMap(({ name, routes }) =>
    routes.map(({ path, page, guarded: needsSignIn }) => {
      const element = <RemotePage id={`${name}/${page.slice(2)}`} />;
      return { path, element: needsSignIn ? guarded(element) : element };
    }),
  );
}

/**
 * The route table: the shell's own pages, then the remotes' pages from the live manifest (no remote is
 * compiled in), and the not-found page for any other address once the manifest is known.
 */
export function buildRoutes(manifest: RemoteManifest | null): RouteObject[] {
  return [
    {
      element: (
        <RootErrorBoundary>
          <Layout />
        </RootErrorBoundary>
      ),
      children: [
        { path: paths.home, element: shellPage(<HomePage />) },
        { path: '/auth', element: shellPage(<SignInPage />) },
        { path: paths.login, element: shellPage(<SignInPage />) },
        { path: paths.register, element: shellPage(<SignInPage />) },
        { path: paths.verifyEmail, element: shellPage(<VerifyEmailPage />) },
        // The spec names /orders as a button target without a screen: the list lives in the profile
        // (/orders/{id}, the order page, is a remote route).
        { path: paths.orders, element: <Navigate to={paths.profile('orders')} replace /> },
        { path: paths.notifications, element: guarded(shellPage(<NotificationsPage />)) },
        { path: paths.privacy, element: shellPage(<PrivacyPolicyPage />) },
        { path: paths.terms, element: shellPage(<TermsOfServicePage />) },
        ...remoteRoutes(manifest),
        {
          path: '*',
          element: (
            <>
              <UnknownAddress />
              <PageReady />
            </>
          ),
        },
      ],
    },
  ];
}
