import { lazy, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '@campus/contracts';
import { RemotePage } from '../federation/RemotePage';
import { REMOTE_PAGES, type RemotePageId } from '../federation/remoteModules';
import { HomePage } from '../pages/home/HomePage';
import { Layout } from './Layout';
import { RequireAuth } from './RequireAuth';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RootErrorBoundary } from './RootErrorBoundary';

const SignInPage = lazy(() => import('../pages/sign-in/SignInPage'));
const VerifyEmailPage = lazy(() => import('../pages/verify-email/VerifyEmailPage'));
const PrivacyPolicyPage = lazy(() => import('../pages/legal/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('../pages/legal/TermsOfServicePage'));
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
      { path: paths.profileCompletion, element: guarded(remote(REMOTE_PAGES.profileCompletion)) },
      { path: '/gigs', element: remote(REMOTE_PAGES.browseGigs) },
      { path: '/gigs/:id', element: remote(REMOTE_PAGES.gigDetail) },
      { path: paths.createGig, element: guarded(remote(REMOTE_PAGES.createGig)) },
      { path: '/profile', element: guarded(remote(REMOTE_PAGES.profile)) },
      { path: paths.checkoutSuccess, element: guarded(remote(REMOTE_PAGES.checkoutSuccess)) },
      { path: '/checkout/:gigId', element: guarded(remote(REMOTE_PAGES.checkout)) },
      { path: paths.paymentSuccess, element: guarded(remote(REMOTE_PAGES.paymentSuccess)) },
      { path: '/post-service-payment/:orderId', element: guarded(remote(REMOTE_PAGES.postServicePayment)) },
      { path: '/messages', element: guarded(remote(REMOTE_PAGES.messages)) },
      { path: '/messages/:id', element: guarded(remote(REMOTE_PAGES.messages)) },
      { path: paths.marketplace, element: remote(REMOTE_PAGES.marketplace) },
      { path: paths.marketplaceCreate, element: guarded(remote(REMOTE_PAGES.createItem)) },
      { path: '/marketplace/edit/:itemId', element: guarded(remote(REMOTE_PAGES.editItem)) },
      { path: '/marketplace/:itemId', element: remote(REMOTE_PAGES.itemDetail) },
      // The spec names /orders and /orders/{id} as button targets without screens: orders live in the profile.
      { path: paths.orders, element: <Navigate to={paths.profile('orders')} replace /> },
      { path: '/orders/:orderId', element: <Navigate to={paths.profile('orders')} replace /> },
      { path: paths.privacy, element: shellPage(<PrivacyPolicyPage />) },
      { path: paths.terms, element: shellPage(<TermsOfServicePage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
