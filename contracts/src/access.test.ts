import {
  accessCells,
  api,
  BASE_ROLES,
  everyone,
  matchesOutcome,
  orderSide,
  ownersOnly,
  SIGNED_IN,
  streams,
  type AccessDeclaration,
} from './index';

describe('access declarations', () => {
  it('are declared for every endpoint and stream, for every base role', () => {
    const undeclared = Object.entries({ ...api, ...streams })
      .filter(([, e]) => {
        const access = (e as { access?: AccessDeclaration }).access;
        return !access || BASE_ROLES.some((role) => access[role] === undefined);
      })
      .map(([name]) => name);
    expect(undeclared).toEqual([]);
  });

  it('refuse a visitor with 401 (sign-in comes first), or treat them as anyone else (public calls)', () => {
    const odd = Object.entries({ ...api, ...streams })
      .filter(([, e]) => e.access.anonymous !== 401 && e.access.anonymous !== e.access.stranger)
      .map(([name]) => name);
    expect(odd).toEqual([]);
  });
});

describe('matchesOutcome', () => {
  it('takes an exact status as exactly that status', () => {
    expect(matchesOutcome(403, 403)).toBe(true);
    expect(matchesOutcome(403, 404)).toBe(false);
    expect(matchesOutcome(200, 201)).toBe(false);
  });

  it("takes 'allowed' as past authorization: 2xx, 3xx, 400, 409 and 422, never a denial or a 5xx", () => {
    for (const status of [200, 201, 204, 302, 400, 409, 422])
      expect(matchesOutcome('allowed', status)).toBe(true);
    for (const status of [401, 403, 404, 405, 429, 500, 503])
      expect(matchesOutcome('allowed', status)).toBe(false);
  });
});

describe('accessCells', () => {
  it('lists the base roles first and the owner roles last', () => {
    expect(accessCells({ ...ownersOnly(['gigOwner']), reviewAuthor: 403 })).toEqual([
      ['anonymous', 401],
      ['stranger', 403],
      ['operator', 403],
      ['gigOwner', 'allowed'],
      ['reviewAuthor', 403],
    ]);
  });

  it('has helpers for the common shapes', () => {
    expect(everyone()).toEqual({ anonymous: 200, stranger: 200, operator: 200 });
    expect(SIGNED_IN).toEqual({ anonymous: 401, stranger: 'allowed', operator: 'allowed' });
    expect(ownersOnly(['orderCustomer'], 404)).toEqual({
      anonymous: 401,
      stranger: 404,
      operator: 404,
      orderCustomer: 'allowed',
    });
    expect(orderSide('orderProvider')).toEqual({
      anonymous: 401,
      stranger: 404,
      operator: 404,
      orderCustomer: 403,
      orderProvider: 'allowed',
    });
  });
});
