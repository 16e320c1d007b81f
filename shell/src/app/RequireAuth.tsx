import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths, TIMINGS } from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';
import { PageLoading } from '../components/PageLoading';

/**
 * A guarded route: visitors go to sign-in with the address to come back to; signed-in users whose
 * profile is incomplete are sent to /profile-completion about 0.5 s after the route loads.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  const needsCompletion =
    user !== null && !user.isProfileComplete && location.pathname !== paths.profileCompletion;
  useEffect(() => {
    if (!needsCompletion) return;
    const timer = setTimeout(
      () => navigate(paths.profileCompletion, { replace: true }),
      TIMINGS.profileCheckRouteMs,
    );
    return () => clearTimeout(timer);
  }, [needsCompletion, navigate]);

  if (!user && isLoading) {
    // The completion screen's own wording for this wait (spec section 2).
    const label = location.pathname === paths.profileCompletion ? 'Loading user data...' : undefined;
    return <PageLoading label={label} />;
  }
  if (!user) return <Navigate to={paths.auth(location.pathname + location.search)} replace />;
  return <>{children}</>;
}
