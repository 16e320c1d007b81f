import { STORAGE_KEYS, type CurrentUser } from '@campus/contracts';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function looksLikeUser(value: unknown): value is CurrentUser {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    typeof (value as { email?: unknown }).email === 'string'
  );
}

/** The user kept in local storage under 'user' (spec section 3), or null when absent or unreadable. */
export function readStoredUser(): CurrentUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return looksLikeUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes (or clears) the 'user' entry and the 'auth' entry beside it. */
export function writeStoredUser(user: CurrentUser | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (user) {
      s.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      s.setItem(STORAGE_KEYS.auth, JSON.stringify({ isAuthenticated: true, user }));
    } else {
      s.removeItem(STORAGE_KEYS.user);
      s.removeItem(STORAGE_KEYS.auth);
    }
  } catch {
    /* storage full or blocked: the in-memory state still holds the user */
  }
}

/** The locally stored authenticated flag (the fallback when the server cannot be asked). */
export function storedIsAuthenticated(): boolean {
  const raw = storage()?.getItem(STORAGE_KEYS.auth);
  if (!raw) return readStoredUser() !== null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { isAuthenticated?: unknown }).isAuthenticated === true
    );
  } catch {
    return false;
  }
}

/** Whether web storage works at all (Google sign-in needs it). */
export function storageSupported(): boolean {
  const s = storage();
  if (!s) return false;
  try {
    s.setItem('__campus_probe__', '1');
    s.removeItem('__campus_probe__');
    return true;
  } catch {
    return false;
  }
}
