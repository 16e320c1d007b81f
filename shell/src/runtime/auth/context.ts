import { createContext } from 'react';
import type { CurrentUser } from '@campus/contracts';

export interface AuthActions {
  setUser(user: CurrentUser | null): void;
  logout(): Promise<void>;
  refresh(): Promise<void>;
}

export const AuthContext = createContext<AuthActions | null>(null);
