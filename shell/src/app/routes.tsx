import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@campus/contracts';
import { RemotePage } from '../federation/RemotePage';
import { REMOTE_ROUTES, type RemotePageId } from '../federation/remoteModules';
import { HomePage } from '../pages/home/HomePage';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RootErrorBoundary } from './RootErrorBoundary';

const SignInPage = lazy(() => import('../pages/sign-in/SignInPage'));
const VerifyEmailPage = lazy(() => import('../pages/verify-email/VerifyEmailPage'));
const PrivacyPolicyPage = lazy(() => import('../pages/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('../pages/legal/TermsOfServicePage'));
const NotificationsPage = lazy(() => import('../pages/notifications/NotificationsPage'));
const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

const remote = (id: RemotePageId) => <RemotePage id={id} />;
const guarded = (page: ReactNode) => <RequireAuth>{page}</RequireAuth>;
const shellPage = (page: ReactNode) => <RouteErrorBoundary>{page}</RouteErrorBoundary>;

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
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
      ...REMOTE_ROUTES.map(({ path, page, guarded: needsSignIn }) => ({
        path,
        element: needsSignIn ? guarded(remote(page)) : remote(page),
      })),
      // The spec names /orders as a button target without a screen: the list lives in the profile
      // (/orders/{id}, the order page, is a remote route).
      { path: paths.orders, element: <Navigate to={paths.profile('orders')} replace /> },
      { path: paths.notifications, element: guarded(shellPage(<NotificationsPage />)) },
      { path: paths.privacy, element: shellPage(<PrivacyPolicyPage />) },
      { path: paths.terms, element: shellPage(<TermsOfServicePage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
