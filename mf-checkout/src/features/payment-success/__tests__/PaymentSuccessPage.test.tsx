import { screen } from '@testing-library/react';
import { stubFetch } from '@campus/shell/testing';
import { currentLocation, renderPaymentSuccess } from '../../../test/render';

it("says 'Payment Successful!' with the ways on to the orders and home", () => {
  stubFetch({});
  renderPaymentSuccess();
  expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
  expect(screen.getByText('Your payment has been processed.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
  expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

it('sends a visitor to sign-in', () => {
  stubFetch({});
  renderPaymentSuccess(null);
  expect(currentLocation()).toBe('/auth?redirect=%2Fpayment-success');
});
