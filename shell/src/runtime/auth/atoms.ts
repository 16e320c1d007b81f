import { atom, type createStore } from 'jotai';
import type { CurrentUser } from '@campus/contracts';
import { readStoredUser, writeStoredUser } from './storage';

const userValueAtom = atom<CurrentUser | null>(readStoredUser());

/** The signed-in user: restored from local storage at start, written back on every change. */
export const userAtom = atom(
  (get) => get(userValueAtom),
  (_get, set, user: CurrentUser | null) => {
    writeStoredUser(user);
    set(userValueAtom, user);
  },
);

/** True until the server has confirmed (or refused) the session at start. */
export const authLoadingAtom = atom(true);

/**
 * Starts a store from the user a server-rendered page was rendered for, WITHOUT touching local storage:
 * a user stored there while the server saw no session is the one the start-up sync tries to restore.
 */
export function seedSession(store: ReturnType<typeof createStore>, user: CurrentUser | null): void {
  store.set(userValueAtom, user);
  store.set(authLoadingAtom, false);
}
