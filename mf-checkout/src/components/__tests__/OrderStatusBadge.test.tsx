import { screen } from '@testing-library/react';
import { renderWithProviders } from '@campus/shell/testing';
import { OrderHeader } from '../../features/order/components/OrderHeader';
import { makeOrder } from '../../test/fixtures';

// A refund of part of the payment is labelled as partial on the order page, never plain 'Refunded'.
describe("the order page's status", () => {
  it("reads 'Partially refunded' when part of the payment went back to the card", () => {
    const order = makeOrder({ status: 'refunded', totalAmount: 26.4, refundedAmount: 10.5 });
    renderWithProviders(<OrderHeader order={order} />);
    expect(screen.getByText('Partially refunded')).toBeInTheDocument();
    expect(screen.queryByText('Refunded')).not.toBeInTheDocument();
  });

  it("reads 'Refunded' when the whole payment went back", () => {
    const order = makeOrder({ status: 'refunded', totalAmount: 26.4, refundedAmount: 26.4 });
    renderWithProviders(<OrderHeader order={order} />);
    expect(screen.getByText('Refunded')).toBeInTheDocument();
  });
});
