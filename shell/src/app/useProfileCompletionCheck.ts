import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, TIMINGS } from '@campus/contracts';
import { useAuth } from '@campus/shell/runtime';

/** Pages a signed-in user with an incomplete profile may stay on. */
const EXEMPT = new Set<string>([
  paths.profileCompletion,
  '/auth',
  paths.login,
  paths.register,
  paths.verifyEmail,
  paths.privacy,
  paths.terms,
]);

/** The global check (spec section 2): about 0.8 s after any page loads, send incomplete profiles to completion. */
export function useProfileCompletionCheck(): void {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const needsCompletion = user !== null && !user.isProfileComplete && !EXEMPT.has(pathname);
  useEffect(() => {
    if (!needsCompletion) return;
    const timer = setTimeout(
      () => navigate(paths.profileCompletion, { replace: true }),
      TIMINGS.profileCheckGlobalMs,
    );
    return () => clearTimeout(timer);
  }, [needsCompletion, pathname, navigate]);
}
