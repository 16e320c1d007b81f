import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { isApiError, api as endpoints, paths, TIMINGS } from '@campus/contracts';
import { api, useToast } from '@campus/shell/runtime';

/** Which screen verifies: the home page's token card or the /verify-email page (their toasts differ). */
export type VerifyScreen = 'home' | 'page';

export type VerifyRequest = { kind: 'token'; token: string } | { kind: 'code'; email: string; code: string };

const PAGE_ERROR = 'Invalid verification token. Please check your email for the correct link.';

function serverText(error: unknown): string | undefined {
  return isApiError(error) ? error.serverMessage : undefined;
}

/** E-mail verification (spec section 4): idle, verifying, then success (login after 2 s) or error. */
export function useVerification(screen: VerifyScreen) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pageError, setPageError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: (request: VerifyRequest) =>
      request.kind === 'token'
        ? api.call(endpoints.verifyEmail, { body: { token: request.token } })
        : api.call(endpoints.verifyEmailCode, { body: { email: request.email, code: request.code } }),
    onMutate: () => setPageError(null),
    onSuccess: () => {
      toast(
        screen === 'home'
          ? {
              title: 'Email verified',
              description: 'Your email has been verified successfully. You can now log in.',
            }
          : { title: 'Email verified successfully', description: 'You can now log in to your account.' },
      );
    },
    onError: (error) => {
      const message = serverText(error);
      setPageError(message ?? PAGE_ERROR);
      toast({
        title: 'Verification failed',
        description:
          message ??
          (screen === 'home' ? 'Invalid verification token' : 'Invalid or expired verification token'),
        variant: 'destructive',
      });
    },
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.login), TIMINGS.verificationRedirectMs);
    return () => clearTimeout(timer);
  }, [mutation.isSuccess, navigate]);

  const { mutate } = mutation;
  const verify = useCallback((request: VerifyRequest) => mutate(request), [mutate]);
  const clearError = useCallback(() => setPageError(null), []);
  return { verify, clearError, isPending: mutation.isPending, isSuccess: mutation.isSuccess, pageError };
}

/** Submits a token from the address once, even if the component renders twice. */
export function useAutoSubmit(token: string | null, submit: (token: string) => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !token) return;
    done.current = true;
    submit(token);
  }, [token, submit]);
}
