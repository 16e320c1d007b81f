/**
 * The part of Google Identity Services (https://accounts.google.com/gsi/client) the sign-in screen uses.
 * The script's address comes from GET /api/config (googleScriptUrl), so tests can serve a stand-in
 * implementing this same surface.
 */
export interface GisPromptNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment?(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

export interface GisIdConfiguration {
  client_id: string;
  callback(response: { credential: string }): void;
  hd?: string;
  ux_mode?: 'popup' | 'redirect';
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
}

export interface GisId {
  initialize(config: GisIdConfiguration): void;
  prompt(listener?: (notification: GisPromptNotification) => void): void;
  disableAutoSelect(): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GisId } };
  }
}

let loading: Promise<GisId> | null = null;

/** Adds the Google Identity Services script once and resolves with `google.accounts.id`. */
export function loadGis(src: string): Promise<GisId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (!loading) {
    loading = new Promise<GisId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const id = window.google?.accounts?.id;
        if (id) resolve(id);
        else reject(new Error('Google sign-in did not start. Please reload the page and try again.'));
      };
      script.onerror = () => {
        script.remove();
        reject(new Error('Could not load Google sign-in. Check your connection and try again.'));
      };
      document.head.appendChild(script);
    }).catch((error: unknown) => {
      loading = null;
      throw error;
    });
  }
  return loading;
}
