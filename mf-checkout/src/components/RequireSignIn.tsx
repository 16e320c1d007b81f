import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';
import { PageContainer, Spinner } from '@campus/ui';

/**
 * The shell guards these routes already; a payment page checks again itself, so it never asks the
 * server for an intent or a completion without a session: visitors go to sign-in and come back here.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (!user && isLoading) {
    return (
      <PageContainer>
        <Spinner size="lg" />
      </PageContainer>
    );
  }
  if (!user) return <Navigate to={paths.auth(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
