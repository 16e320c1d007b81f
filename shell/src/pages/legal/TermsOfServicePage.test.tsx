import { screen } from '@testing-library/react';
import * as contracts from '@campus/contracts';
import { renderWithProviders } from '../../runtime/testing';
import TermsOfServicePage from './TermsOfServicePage';

/**
 * The escrow's periods come from contracts' constants, not from the page's own numbers: the constants
 * are set here to values no version of the terms uses, and the page must say those.
 */
jest.mock('@campus/contracts', () => ({
  ...jest.requireActual('@campus/contracts'),
  DELIVERY_CANCEL_AFTER_DAYS: 13,
  DELIVERY_REFUND_AFTER_DAYS: 23,
  ESCROW_RELEASE_DAYS: 5,
  DISPUTE_WINDOW_DAYS: 2,
}));

function escrowSection(): HTMLElement {
  renderWithProviders(<TermsOfServicePage />);
  const section = screen
    .getByRole('heading', { name: /Escrow, confirmation and disputes/ })
    .closest('section');
  if (!section) throw new Error('no escrow section');
  return section;
}

describe("the terms' escrow section", () => {
  it('reads the constants under test', () => {
    expect(contracts.DELIVERY_CANCEL_AFTER_DAYS).toBe(13);
    expect(contracts.DELIVERY_REFUND_AFTER_DAYS).toBe(23);
  });

  it('gives the delivery deadline: cancel for a full refund, then refunded automatically, counted from payment', () => {
    const section = escrowSection();
    expect(section).toHaveTextContent(
      'If the order is not marked delivered within 13 days of payment, the buyer may cancel it for a full refund.',
    );
    expect(section).toHaveTextContent(
      'If it is still not marked delivered 23 days after payment, it is refunded in full automatically.',
    );
    expect(section).toHaveTextContent(
      'decline an order before delivering it; the buyer is then refunded in full',
    );
  });

  it('runs the confirmation period and the dispute window from delivery, not from payment', () => {
    const section = escrowSection();
    expect(section).toHaveTextContent(
      'The buyer must confirm receipt of the service within 5 days of delivery.',
    );
    expect(section).toHaveTextContent(
      'Disputes must be filed within 2 days of completion, that is of delivery.',
    );
    expect(section).toHaveTextContent(
      'Until then nothing is released, and the confirmation and dispute periods below have not started.',
    );
  });
});
