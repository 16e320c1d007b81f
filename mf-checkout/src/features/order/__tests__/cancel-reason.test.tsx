import { screen } from '@testing-library/react';
import { renderWithProviders } from '@campus/shell/testing';
import { OrderHeader } from '../components/OrderHeader';
import { makeOrder } from '../../../test/fixtures';

describe('why an order was cancelled, in words', () => {
  it.each(['customer', 'provider'] as const)(
    'a booking given up because its gig was paused or deleted says so, and that nothing was charged (%s)',
    (viewerRole) => {
      const order = makeOrder({ status: 'cancelled', cancelReason: 'gig_unavailable', viewerRole });
      renderWithProviders(<OrderHeader order={order} />);
      expect(
        screen.getByText(/Cancelled: the gig was paused or removed by its provider\. Nothing was charged$/),
      ).toBeInTheDocument();
    },
  );
});
