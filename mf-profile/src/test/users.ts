import { currentUser, type CurrentUser } from '@campus/contracts';
import { makeTestUser } from '@campus/shell/testing';

/** A user as GET /api/me would return it, checked against contracts' schema (not an operator). */
export function user(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return currentUser.parse({ ...makeTestUser(overrides), isOperator: overrides.isOperator ?? false });
}

/** Right after sign-up: no names, no university picked, profile incomplete. */
export function newUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return user({
    id: 7,
    username: 'ana',
    email: 'ana@cs.asu.edu',
    firstName: null,
    lastName: null,
    university: '',
    isProfileComplete: false,
    skills: [],
    ...overrides,
  });
}
