import { useCallback, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, api as endpoints, isEduEmail, type CurrentUser } from '@campus/contracts';
import { api, useAuth, useToast } from '@campus/shell/runtime';
import { storageSupported } from '../../../runtime/auth/storage';
import { GoogleSignInError, googleErrorToast } from './errors';
import { loadGis } from './gis';
import { idTokenEmail } from './idToken';
import { requestIdToken } from './requestIdToken';

export const publicConfigKey = ['config'] as const;

/** GET /api/config (the server renderer prefetches it for the sign-in pages: shell-pages.ts). */
export const publicConfigQuery = queryOptions({
  queryKey: publicConfigKey,
  queryFn: () => api.call(endpoints.config),
});

/**
 * Google sign-in (spec section 4): idle, busy, then success (user stored, session synced, welcome toast)
 * or the failure toast of section 8, then idle. A non-.edu account is signed out at once.
 */
export function useGoogleSignIn() {
  const { setUser } = useAuth();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const config = useQuery(publicConfigQuery);
  const clientId = config.data?.googleClientId ?? null;
  const scriptUrl = config.data?.googleScriptUrl ?? null;

  const signIn = useCallback(async () => {
    if (!clientId || !scriptUrl) return;
    setBusy(true);
    let gisSignOut: (() => void) | null = null;
    try {
      if (!storageSupported()) throw new GoogleSignInError('web-storage-unsupported');
      const gis = await loadGis(scriptUrl);
      gisSignOut = () => gis.disableAutoSelect();
      const token = await requestIdToken(gis, clientId);
      const email = idTokenEmail(token);
      if (!email || !isEduEmail(email)) throw new GoogleSignInError('not-edu');

      let user: CurrentUser;
      try {
        ({ user } = await api.call(endpoints.googleSignIn, { body: { token } }));
      } catch (error) {
        throw new Error((isApiError(error) && error.serverMessage) || 'Authentication failed');
      }
      setUser(user);
      api
        .call(endpoints.syncSession, { body: { userData: user } })
        .catch((error: unknown) => console.warn('Session sync failed', error));
      toast({ title: 'Login successful!', description: 'Signed in with your university Google account' });
    } catch (error) {
      if (error instanceof GoogleSignInError && error.code === 'not-edu') gisSignOut?.();
      const t = googleErrorToast(error);
      if (t) toast(t);
    } finally {
      setBusy(false);
    }
  }, [clientId, scriptUrl, setUser, toast]);

  return { signIn, busy, configured: clientId !== null, configLoading: config.isPending };
}
