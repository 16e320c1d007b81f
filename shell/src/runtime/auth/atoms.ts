import { atom } from 'jotai';
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
