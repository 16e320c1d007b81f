/**
 * The note to the provider at checkout (issue 20): optional, counted to LIMITS.bookingNoteMax, sent as
 * create-payment-intent's `note` just before the card is confirmed (the server keeps it on the open
 * order and posts it as a message once the card is authorised).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch, type StubRoute } from '@campus/shell/testing';
import { LIMITS, SANDBOX_TEST_CARDS } from '@campus/contracts';
import { CLIENT_SECRET, INTENT_ID, makeConfig, makeGig, makeIntent } from '../../../test/fixtures';
import { currentLocation, expectToast, renderCheckout } from '../../../test/render';

const yy = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const SUCCESS = `/checkout/success?payment_intent=${INTENT_ID}`;

function stubCheckout(routes: Record<string, StubRoute> = {}) {
  return stubFetch({
    'GET /api/gigs/7': { body: makeGig() },
    'GET /api/config': { body: makeConfig({ paymentProvider: 'sandbox' }) },
    'POST /api/create-payment-intent': { body: { clientSecret: CLIENT_SECRET } },
    'POST /api/sandbox/confirm': { body: makeIntent('requires_capture') },
    ...routes,
  });
}

const noteField = () => screen.findByLabelText('Note to the provider (optional)');

async function pay(user: ReturnType<typeof renderCheckout>['user']) {
  await user.type(await screen.findByLabelText('Card number'), SANDBOX_TEST_CARDS.succeeds);
  await user.type(screen.getByLabelText('Expiration date'), `12${yy}`);
  await user.type(screen.getByLabelText('Security code'), '123');
  const button = screen.getByRole('button', { name: 'Pay $26.40' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

/** The order of the writes: which intent calls and confirmations, in the order they were made. */
const writes = (requests: { method: string; url: string; body: unknown }[]) =>
  requests
    .filter((r) => r.method === 'POST')
    .map((r) => (r.url === '/api/sandbox/confirm' ? 'confirm' : JSON.stringify(r.body)));

describe('the note to the provider', () => {
  it('is an optional field saying what to write, counted to the limit', async () => {
    stubCheckout();
    const { user } = renderCheckout();
    const field = await noteField();
    expect(field).toHaveAttribute('maxLength', String(LIMITS.bookingNoteMax));
    expect(field).toHaveAccessibleDescription(
      `What you need, and when you are free. It is sent to them as a message once your payment is authorized. 0/${LIMITS.bookingNoteMax}`,
    );
    await user.type(field, 'Tuesdays');
    expect(field).toHaveAccessibleDescription(/ 8\/1000$/);
  });

  it('is sent, trimmed, as `note` of create-payment-intent before the card is confirmed', async () => {
    const { requests } = stubCheckout();
    const { user } = renderCheckout();
    await user.type(await noteField(), '  Chapter 3 integrals; free Tuesday afternoons  ');
    await pay(user);
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
    expect(writes(requests)).toEqual([
      JSON.stringify({ gigId: 7 }),
      JSON.stringify({ gigId: 7, note: 'Chapter 3 integrals; free Tuesday afternoons' }),
      'confirm',
    ]);
  });

  it('is sent empty when left blank, which clears a note left on the open order by an earlier visit', async () => {
    const { calls } = stubCheckout();
    const { user } = renderCheckout();
    await pay(user);
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
    expect(calls('POST /api/create-payment-intent').map((r) => r.body)).toEqual([
      { gigId: 7 },
      { gigId: 7, note: '' },
    ]);
  });

  it('is sent again on the next try only when it changed', async () => {
    let declined = true;
    const { calls } = stubCheckout({
      'POST /api/sandbox/confirm': () =>
        declined
          ? { body: makeIntent('requires_payment_method', { lastPaymentError: null }) }
          : { body: makeIntent('requires_capture') },
    });
    const { user } = renderCheckout();
    await user.type(await noteField(), 'Free on Tuesdays');
    await pay(user);
    await expectToast('Payment Failed', 'Your payment was not successful. Please try again.', true);
    await user.click(screen.getByRole('button', { name: 'Pay $26.40' }));
    await expectToast('Payment Failed', 'Your payment was not successful. Please try again.', true);
    await user.type(await noteField(), ' or Thursdays');
    declined = false;
    await user.click(screen.getByRole('button', { name: 'Pay $26.40' }));
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
    expect(calls('POST /api/create-payment-intent').map((r) => r.body)).toEqual([
      { gigId: 7 },
      { gigId: 7, note: 'Free on Tuesdays' },
      { gigId: 7, note: 'Free on Tuesdays or Thursdays' },
    ]);
    expect(calls('POST /api/sandbox/confirm')).toHaveLength(3);
  });

  it('is refused at the field when it holds control characters: nothing is sent or charged', async () => {
    const { calls } = stubCheckout();
    const { user } = renderCheckout();
    const field = await noteField();
    fireEvent.change(field, { target: { value: 'Free\u0007 on Tuesdays' } });
    await pay(user);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Your note cannot contain control characters'),
    );
    expect(field).toHaveFocus();
    expect(calls('POST /api/create-payment-intent')).toHaveLength(1);
    expect(calls('POST /api/sandbox/confirm')).toHaveLength(0);
    fireEvent.change(field, { target: { value: 'Free on Tuesdays' } });
    expect(field).not.toHaveAccessibleDescription('Your note cannot contain control characters');
  });

  it("toasts the server's refusal of the note's call and charges nothing", async () => {
    const { calls } = stubCheckout({
      'POST /api/create-payment-intent': ({ body }) =>
        (body as { note?: string }).note === undefined
          ? { body: { clientSecret: CLIENT_SECRET } }
          : { status: 409, body: { message: 'This gig is paused and cannot be booked right now' } },
    });
    const { user } = renderCheckout();
    await user.type(await noteField(), 'Free on Tuesdays');
    await pay(user);
    await expectToast('Payment Error', 'This gig is paused and cannot be booked right now', true);
    expect(calls('POST /api/sandbox/confirm')).toHaveLength(0);
    expect(currentLocation()).toBe('/checkout/7');
  });

  it('stops and says so when the order changed under the page (a new intent), then pays the new one', async () => {
    const { calls } = stubCheckout({
      'POST /api/create-payment-intent': ({ body }) => ({
        body: {
          clientSecret: (body as { note?: string }).note === undefined ? CLIENT_SECRET : 'pi_2_secret',
        },
      }),
    });
    const { user } = renderCheckout();
    await user.type(await noteField(), 'Free on Tuesdays');
    await pay(user);
    await expectToast(
      'Your order was updated',
      'It changed since this page opened. Check the total, then pay again.',
      true,
    );
    expect(calls('POST /api/sandbox/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay $26.40' }));
    await waitFor(() => expect(currentLocation()).toBe(SUCCESS));
    expect(
      calls('POST /api/sandbox/confirm').map((r) => (r.body as { clientSecret: string }).clientSecret),
    ).toEqual(['pi_2_secret']);
  });
});
