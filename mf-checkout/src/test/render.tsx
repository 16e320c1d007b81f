import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@campus/contracts';
import { makeTestUser, renderWithProviders } from '@campus/shell/testing';
import CheckoutPage from '../exposes/CheckoutPage';
import CheckoutSuccessPage from '../exposes/CheckoutSuccessPage';
import OperatorPage from '../exposes/OperatorPage';
import OrderPage from '../exposes/OrderPage';
import PaymentSuccessPage from '../exposes/PaymentSuccessPage';
import PostServicePaymentPage from '../exposes/PostServicePaymentPage';

/**
 * Every render under React's StrictMode, as in development: effects run twice on mount, which is
 * what a write on mount (the intent, the completion) must survive. (A StrictMode element nested
 * inside the providers would not do it: only a root in strict mode double-runs its effects here.)
 */
configure({ reactStrictMode: true });

export const customer = makeTestUser({ id: 1 });

/** The exposed checkout page as the shell routes it. */
export function renderCheckout(route = '/checkout/7', user: CurrentUser | null = customer) {
  const result = renderWithProviders(<CheckoutPage />, {
    route,
    path: '/checkout/:gigId',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

/** The exposed checkout page at /checkout/item/{itemId}, as the shell routes an item purchase. */
export function renderItemCheckout(route = '/checkout/item/12', user: CurrentUser | null = customer) {
  const result = renderWithProviders(<CheckoutPage />, {
    route,
    path: '/checkout/item/:itemId',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

export function renderCheckoutSuccess(route: string, user: CurrentUser | null = customer) {
  const result = renderWithProviders(<CheckoutSuccessPage />, {
    route,
    path: '/checkout/success',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

export function renderPaymentSuccess(user: CurrentUser | null = customer) {
  return renderWithProviders(<PaymentSuccessPage />, {
    route: '/payment-success',
    path: '/payment-success',
    user,
    showLocation: true,
  });
}

export const provider = makeTestUser({
  id: 2,
  username: 'maya.chen',
  email: 'maya.chen@asu.edu',
  firstName: 'Maya',
  lastName: 'Chen',
});
export const operator = makeTestUser({ id: 9, email: 'ops@asu.edu', firstName: 'Olivia', isOperator: true });

/** The exposed order page at /orders/{id}. */
export function renderOrder(route = '/orders/31', user: CurrentUser | null = customer) {
  const result = renderWithProviders(<OrderPage />, {
    route,
    path: '/orders/:orderId',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

export function renderPostService(route = '/post-service-payment/31', user: CurrentUser | null = customer) {
  const result = renderWithProviders(<PostServicePaymentPage />, {
    route,
    path: '/post-service-payment/:orderId',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

export function renderOperator(user: CurrentUser | null = operator) {
  const result = renderWithProviders(<OperatorPage />, {
    route: '/operator/disputes',
    path: '/operator/disputes',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

/** Where the router is now: path and query. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export interface ShownToast {
  title: string;
  description: string | null;
  destructive: boolean;
}

/** The toast on screen (only one is ever shown), or null. */
export function currentToast(): ShownToast | null {
  const area = screen.getByRole('region', { name: 'Notifications (F8)' });
  const box = within(area).queryByRole('alert') ?? within(area).queryByRole('status');
  if (!box) return null;
  const [title, description] = [...box.querySelectorAll('p')].map((p) => p.textContent ?? '');
  return {
    title: title ?? '',
    description: description ?? null,
    destructive: box.getAttribute('role') === 'alert',
  };
}

/** Waits for this toast to be the one on screen. */
export async function expectToast(title: string, description: string | null, destructive: boolean) {
  await waitFor(() => expect(currentToast()).toEqual({ title, description, destructive }));
}
