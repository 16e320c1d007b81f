import { orderSide } from './access';
import { api } from './api';

/**
 * Which party of an order may call each order endpoint, written out by hand (the authorization matrix
 * of the backend checks the server against the declarations; this checks the declarations against the
 * terms): the customer pays, confirms, disputes and withdraws; the provider contests, accepts a refund
 * and asks for extra time. The other party is refused with 403; anyone else, operators included, gets
 * the 404 of a missing order.
 */
const SIDES = {
  capturePayment: 'orderCustomer',
  postServicePayment: 'orderCustomer',
  postServicePaymentComplete: 'orderCustomer',
  confirmReceipt: 'orderCustomer',
  openDispute: 'orderCustomer',
  withdrawDispute: 'orderCustomer',
  createReview: 'orderCustomer',
  acceptRefund: 'orderProvider',
  contestDispute: 'orderProvider',
  requestExtraTime: 'orderProvider',
} as const;

describe('the side of an order each order endpoint belongs to', () => {
  it('orderSide: the named party allowed, the other 403, strangers and operators 404, visitors 401', () => {
    expect(orderSide('orderCustomer')).toEqual({
      anonymous: 401,
      stranger: 404,
      operator: 404,
      orderCustomer: 'allowed',
      orderProvider: 403,
    });
    expect(orderSide('orderProvider')).toEqual({
      anonymous: 401,
      stranger: 404,
      operator: 404,
      orderCustomer: 403,
      orderProvider: 'allowed',
    });
  });

  it.each(Object.entries(SIDES))('%s: only the %s', (name, side) => {
    const other = side === 'orderCustomer' ? 'orderProvider' : 'orderCustomer';
    expect(api[name as keyof typeof SIDES].access).toMatchObject({
      anonymous: 401,
      stranger: 404,
      operator: 404,
      [side]: 'allowed',
      [other]: 403,
    });
  });

  it('payment-complete: the customer only, and the provider does not learn the order exists (404)', () => {
    expect(api.paymentComplete.access).toMatchObject({ orderCustomer: 'allowed', orderProvider: 404 });
  });
});
