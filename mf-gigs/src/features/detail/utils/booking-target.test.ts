import type { CurrentUser } from '@campus/contracts';
import { makeTestUser } from '@campus/shell/testing';
import { bookingTarget, type BookingContext } from './booking-target';

const checkout = '/checkout/9';
const signIn = '/auth?redirect=/checkout/9';
const stored: CurrentUser = makeTestUser({ id: 4 });

function ctx(overrides: Partial<BookingContext>): BookingContext {
  return {
    gigId: 9,
    localUser: null,
    locallyAuthenticated: false,
    fetchAuthStatus: async () => ({ isAuthenticated: false }),
    syncSession: async () => false,
    ...overrides,
  };
}

describe('booking target (spec section 4)', () => {
  it('visitor -> sign in with the checkout as redirect', async () => {
    expect(await bookingTarget(ctx({}))).toBe(signIn);
  });

  it('server says authenticated -> checkout', async () => {
    expect(await bookingTarget(ctx({ fetchAuthStatus: async () => ({ isAuthenticated: true }) }))).toBe(
      checkout,
    );
  });

  it('local user unknown to the server -> one session sync; success -> checkout, failure -> sign in', async () => {
    const sync = jest.fn(async () => true);
    expect(
      await bookingTarget(ctx({ localUser: stored, locallyAuthenticated: true, syncSession: sync })),
    ).toBe(checkout);
    expect(sync).toHaveBeenCalledWith(stored);
    expect(await bookingTarget(ctx({ localUser: stored, locallyAuthenticated: true }))).toBe(signIn);
  });

  it('status check fails -> the local flag decides', async () => {
    const failing = async () => {
      throw new Error('offline');
    };
    expect(await bookingTarget(ctx({ fetchAuthStatus: failing, locallyAuthenticated: true }))).toBe(checkout);
    expect(await bookingTarget(ctx({ fetchAuthStatus: failing }))).toBe(signIn);
  });
});
