/** A Google sign-in failure with a code, in the categories of spec section 8. */
export class GoogleSignInError extends Error {
  constructor(
    readonly code:
      | 'popup-closed-by-user'
      | 'cancelled-popup-request'
      | 'web-storage-unsupported'
      | 'not-displayed'
      | 'not-edu',
    message = '',
  ) {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

export interface SignInToast {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  duration?: number;
}

export const UNIVERSITY_EMAIL_REQUIRED: SignInToast = {
  title: 'University Email Required',
  description:
    'Please try signing in again with your university email address (ending with .edu). The product is exclusively for university students.',
  variant: 'destructive',
  duration: 6000,
};

/** The toast for a failed Google sign-in, or null when the failure is silently ignored. */
export function googleErrorToast(error: unknown): SignInToast | null {
  if (error instanceof GoogleSignInError) {
    switch (error.code) {
      case 'cancelled-popup-request':
        return null;
      case 'popup-closed-by-user':
        return {
          title: 'Sign-in cancelled',
          description: 'You closed the Google sign-in window.',
          variant: 'default',
        };
      case 'web-storage-unsupported':
        return {
          title: 'Browser not supported',
          description: 'Your browser does not support web storage, which is required for authentication.',
          variant: 'destructive',
        };
      case 'not-edu':
        return UNIVERSITY_EMAIL_REQUIRED;
      default:
        return {
          title: 'Sign-in failed',
          description: error.message || 'There was a problem signing in with Google',
          variant: 'destructive',
        };
    }
  }
  return {
    title: 'Sign-in failed',
    description: (error instanceof Error && error.message) || 'Failed to sign in with Google',
    variant: 'destructive',
  };
}
