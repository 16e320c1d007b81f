import type { Page } from 'playwright-core';
import { formatLongDate } from '@campus/contracts';
import { main, newPage, PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import {
  DEMO_PASSWORD as PASSWORD,
  dismissToast,
  signedIn as signedInAt,
  signInWithEmail,
  toastWith,
} from '../support/auth';
import { enterCard, findGig as findGigAt, ordersOf as ordersAt } from '../support/checkout';

// Booking a gig into escrow with the built-in sandbox processor, in Chromium against the built product:
// a visitor who books is sent to sign-in and back to checkout; a declined card shows the decline and the
// same booking then succeeds with 4242; the completion page shows 'Payment Authorized', capture moves
// the money into escrow with the delivery deadline's dates (the escrow clock starts at delivery); the order is in My Orders for the customer and, told live, for
// the provider; the provider cannot book their own gig; a second booking passes the 3-D Secure challenge.

const suite = productAndBrowser();

const MAYA = 'maya.chen@asu.edu';
const JORDAN = 'jordan.alvarez@asu.edu';
const CALCULUS = 'Calculus I & II tutoring (limits to series)';

const signedIn = (email: string, viewport?: { width: number; height: number }) =>
  signedInAt(suite.browser, suite.product.url, email, viewport);

const findGig = (title: string) => findGigAt(suite.product.url, title);
const ordersOf = (page: Page) => ordersAt(page, suite.product.url);

test('a student books a gig: a declined card, then authorised, captured into escrow, listed for both sides', async () => {
  const base = suite.product.url;
  const gig = await findGig(CALCULUS);

  // The provider is signed in elsewhere: she is told of the paid order live.
  const maya = await signedIn(MAYA);

  // A visitor who books is sent to sign-in, then on to checkout.
  const jordan = await newPage(suite.browser);
  await jordan.goto(`${base}/gigs/${gig.id}`);
  await main(jordan).getByRole('button', { name: 'Book with Secure Escrow' }).click();
  await jordan.waitForURL(/\/auth\?redirect=/);
  await signInWithEmail(jordan, JORDAN, PASSWORD);
  await jordan.waitForURL(`**/checkout/${gig.id}`);
  await main(jordan).getByRole('heading', { name: 'Complete Your Booking' }).waitFor();

  // The summary from the one fee rule: $25.00 + 4% ($1.00) + $0.40.
  const summary = await main(jordan).getByRole('region', { name: 'Order Summary' }).innerText();
  expect(summary).toContain(CALCULUS);
  expect(summary).toContain('Platform fee (4%)');
  expect(summary).toContain('$1.00');
  expect(summary).toContain('$0.40');
  expect(summary).toContain('$26.40');
  const pay = main(jordan).getByRole('button', { name: 'Pay $26.40' });
  expect(await pay.isDisabled()).toBe(true); // until the card is complete

  // Declined, then the same booking succeeds with another card.
  await enterCard(jordan, '4000 0000 0000 0002');
  await pay.click();
  expect(await toastWith(jordan, 'Payment Failed')).toContain('Your card was declined.');
  await snap(jordan, 'checkout-declined-1280');
  await dismissToast(maya); // a notification's toast never replaces one on screen (her welcome)
  await enterCard(jordan, '4242 4242 4242 4242');
  await pay.click();
  await jordan.waitForURL(/\/checkout\/success\?payment_intent=pi_/);
  await main(jordan).getByRole('heading', { name: 'Payment Authorized' }).waitFor();
  await toastWith(jordan, 'Payment Authorized');
  // only authorised: no contact yet, they come with the escrow (docs/decisions/contacts-after-capture.md)
  expect(await main(jordan).innerText()).not.toContain(MAYA);

  // Told live: the provider's toast.
  expect(await toastWith(maya, 'New order')).toContain(CALCULUS);

  await main(jordan).getByRole('button', { name: 'Capture Payment & Move to Escrow' }).click();
  await main(jordan).getByRole('heading', { name: 'Payment Secured in Escrow' }).waitFor();
  await toastWith(jordan, 'Payment Captured');
  const escrow = await main(jordan).innerText();
  expect(escrow).toContain('Funds Held');
  expect(escrow).toContain(MAYA);
  const [order] = await ordersOf(jordan);
  if (!order) throw new Error('no order');
  // the escrow clock starts at delivery: until then only the delivery deadline (cancel, then refund)
  expect(order).toMatchObject({
    status: 'payment_held',
    totalAmount: 26.4,
    viewerRole: 'customer',
    escrowReleaseDate: null,
    disputeDeadline: null,
  });
  expect(escrow).toContain(
    `cancel for a full refund from ${formatLongDate(order.deliveryCancellableAt ?? '')}`,
  );
  expect(escrow).toContain(`refunded automatically on ${formatLongDate(order.deliveryRefundAt ?? '')}`);
  await snap(jordan, 'checkout-escrow-1280');

  // My Orders, for the customer and for the provider.
  await jordan.goto(`${base}/profile?tab=orders`);
  const mine = main(jordan).getByText(`Order #${order.id}`);
  await mine.waitFor();
  expect(await main(jordan).innerText()).toContain('$26.40');
  await maya.goto(`${base}/profile?tab=orders`);
  await main(maya).getByText(`Order #${order.id}`).waitFor();
  expect(await main(maya).innerText()).toContain(CALCULUS);

  // The provider's own gig cannot be booked.
  await maya.goto(`${base}/checkout/${gig.id}`);
  await main(maya).getByText('You cannot book your own gig').waitFor();
  expect(await main(maya).getByRole('button', { name: /^Pay/ }).count()).toBe(0);
});

test('a card that needs extra authentication passes the 3-D Secure challenge', async () => {
  const base = suite.product.url;
  const gig = await findGig(CALCULUS);
  const jordan = await signedIn(JORDAN, PHONE);
  await jordan.goto(`${base}/checkout/${gig.id}`);
  await main(jordan).getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
  await enterCard(jordan, '4000 0025 0000 3155');
  await snap(jordan, 'checkout-card-375');
  await main(jordan).getByRole('button', { name: 'Pay $26.40' }).click();
  const challenge = jordan.getByRole('dialog', { name: 'Complete authentication' });
  await challenge.waitFor();
  await snap(jordan, 'checkout-challenge-375');
  await challenge.getByRole('button', { name: 'Complete' }).click();
  await jordan.waitForURL(/\/checkout\/success\?payment_intent=pi_/);
  await main(jordan).getByRole('heading', { name: 'Payment Authorized' }).waitFor();
  const authorised = (await ordersOf(jordan)).filter((o) => o.status === 'payment_processing');
  expect(authorised).toHaveLength(1);
});
