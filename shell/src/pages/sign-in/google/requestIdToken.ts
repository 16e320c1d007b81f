import { GoogleSignInError } from './errors';
import type { GisId, GisPromptNotification } from './gis';

/** The hosted-domain hint passed to Google (spec section 5). */
export const HOSTED_DOMAIN_HINT = '.edu';

const CANCELLED_BY_USER = new Set(['user_cancel', 'tap_outside']);

function reasonText(reason: string | undefined): string {
  return `Google sign-in could not open (${(reason ?? 'unknown reason').replace(/_/g, ' ')}).`;
}

/** Opens Google's account chooser and resolves with the ID token of the account picked. */
export function requestIdToken(gis: GisId, clientId: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    gis.initialize({
      client_id: clientId,
      callback: (response) => resolve(response.credential),
      hd: HOSTED_DOMAIN_HINT,
      ux_mode: 'popup',
      auto_select: false,
      cancel_on_tap_outside: true,
      itp_support: true,
      use_fedcm_for_prompt: true,
    });
    gis.prompt((n: GisPromptNotification) => {
      if (n.isNotDisplayed?.()) {
        reject(new GoogleSignInError('not-displayed', reasonText(n.getNotDisplayedReason?.())));
      } else if (n.isSkippedMoment?.()) {
        const reason = n.getSkippedReason?.();
        reject(
          CANCELLED_BY_USER.has(reason ?? '')
            ? new GoogleSignInError('popup-closed-by-user')
            : new GoogleSignInError('not-displayed', reasonText(reason)),
        );
      } else if (n.isDismissedMoment?.()) {
        const reason = n.getDismissedReason?.();
        if (reason !== 'credential_returned') reject(new GoogleSignInError('cancelled-popup-request'));
      }
    });
  });
}
