import type { Page } from 'playwright-core';
import { ESCROW_RELEASE_DAYS } from '@campus/contracts';
import { snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { signedIn as signedInAt, toastWith } from '../support/auth';
import { bookThroughApi, deliverThroughApi, enterCard, findGig } from '../support/checkout';
import {
  confirmation,
  DAY_MS,
  main,
  moveClock,
  openDispute,
  openOrder as openOrderAt,
  orderAction as action,
  orderStatus as orderStatusAt,
} from '../support/orders';

// After payment, in Chromium against the built product with the sandbox: (1) a booking paid and
// captured, the provider asks for one extra hour, the customer pays it, confirms receipt (before the
// provider marked it delivered: the service happened), the provider's balance shows what they are
// owed, the customer reviews and the review is on the gig page; (2) once the provider marked it
// delivered, a dispute the provider contests and an operator refunds by half, both parties see the
// outcome; (3) the provider marks it delivered and the test clock moves past the release date, 7 days
// after delivery: the job releases the escrow. The product runs in test mode (the test clock) with
// Priya as the operator.

const OPERATOR = 'priya.raman@umich.edu';
const suite = productAndBrowser(() => ({ NODE_ENV: 'test', OPERATOR_EMAILS: OPERATOR }));

const MAYA = 'maya.chen@asu.edu';
const JORDAN = 'jordan.alvarez@asu.edu';
const CALCULUS = 'Calculus I & II tutoring (limits to series)';

const signedIn = (email: string) => signedInAt(suite.browser, suite.product.url, email);
const openOrder = (page: Page, orderId: number) => openOrderAt(page, suite.product.url, orderId);
const orderStatus = (page: Page, orderId: number) => orderStatusAt(page, suite.product.url, orderId);

test('book, pay, capture, extra hour paid, confirm, the provider is owed it, review shown on the gig', async () => {
  const base = suite.product.url;
  const gig = await findGig(base, CALCULUS);
  const jordan = await signedIn(JORDAN);
  const maya = await signedIn(MAYA);

  // Book, pay and capture through the checkout screens.
  await jordan.goto(`${base}/checkout/${gig.id}`);
  await enterCard(jordan, '4242 4242 4242 4242');
  await main(jordan).getByRole('button', { name: 'Pay $26.40' }).click();
  await main(jordan).getByRole('button', { name: 'Capture Payment & Move to Escrow' }).click();
  await main(jordan).getByRole('heading', { name: 'Payment Secured in Escrow' }).waitFor();
  await main(jordan).getByRole('link', { name: 'View Order' }).click();
  await main(jordan)
    .getByRole('heading', { name: /^Order #\d+$/ })
    .waitFor();
  const orderId = Number(/\/orders\/(\d+)/.exec(jordan.url())?.[1]);
  expect(await orderStatus(jordan, orderId)).toBe('payment_held');
  await snap(jordan, 'order-held-customer-1280');

  // The provider asks for one extra hour: $25.00 + $1.00 + $0.40.
  await openOrder(maya, orderId);
  await action(maya, 'Request extra time').click();
  const request = maya.getByRole('dialog', { name: 'Request extra time' });
  await request.getByLabel('Extra hours').fill('1');
  expect(await request.getByLabel('Price preview').innerText()).toContain('$26.40');
  await request.getByRole('button', { name: 'Send request' }).click();
  await toastWith(maya, 'Extra time requested');

  // The customer pays it by card, then lands on /payment-success.
  await openOrder(jordan, orderId);
  await action(jordan, 'Pay extra time').click();
  await jordan.waitForURL(`**/post-service-payment/${orderId}`);
  await main(jordan).getByRole('heading', { name: 'Complete Your Payment' }).waitFor();
  await main(jordan).getByText('Payment Amount').waitFor();
  await enterCard(jordan, '4242 4242 4242 4242');
  await main(jordan).getByRole('button', { name: 'Pay $26.40' }).click();
  await jordan.waitForURL(`**/payment-success?order=${orderId}`);
  await main(jordan).getByRole('heading', { name: 'Payment Successful!' }).waitFor();

  // Confirm receipt: the escrow is released; without a payout account it is owed to the provider.
  await openOrder(jordan, orderId);
  await action(jordan, 'Confirm receipt').click();
  await confirmation(jordan, 'Confirm receipt?').getByRole('button', { name: 'Confirm receipt' }).click();
  await toastWith(jordan, 'Receipt confirmed');
  expect(await orderStatus(jordan, orderId)).toBe('confirmed_completed');

  await maya.goto(`${base}/profile?tab=dashboard`);
  const balances = main(maya).getByRole('region', { name: 'Balances' });
  await balances.getByText('Payable').waitFor();
  expect(await balances.innerText()).toContain('$50.00'); // the booked hour and the extra hour
  await snap(maya, 'dashboard-provider-1280');

  // Review the provider; the review shows on the gig page.
  const comment = `Clear explanations of series convergence ${Date.now().toString(36)}`;
  await openOrder(jordan, orderId);
  await action(jordan, 'Leave a review').click();
  const review = jordan.getByRole('dialog', { name: /^Review / });
  await review.getByRole('radio', { name: '5 stars' }).click();
  await review.getByLabel('Comment (optional)').fill(comment);
  await review.getByRole('button', { name: 'Post review' }).click();
  await toastWith(jordan, 'Review posted');
  await jordan.goto(`${base}/gigs/${gig.id}`);
  await main(jordan).getByText(comment).waitFor();
});

test('a dispute the provider contests is refunded by half by an operator; both see the outcome', async () => {
  const base = suite.product.url;
  const gig = await findGig(base, CALCULUS);
  const jordan = await signedIn(JORDAN);
  const maya = await signedIn(MAYA);
  const priya = await signedIn(OPERATOR);
  const orderId = await bookThroughApi(jordan, base, gig.id);
  await deliverThroughApi(maya, base, orderId);

  await openOrder(jordan, orderId);
  await openDispute(
    jordan,
    'Service not as described',
    'We covered limits only; series were never explained.',
  );

  await openOrder(maya, orderId);
  await action(maya, 'Contest dispute').click();
  const contest = maya.getByRole('dialog', { name: 'Contest the dispute' });
  await contest.getByLabel('Your statement').fill('We worked through three series problems together.');
  await contest.getByRole('button', { name: 'Send statement' }).click();
  await toastWith(maya, 'Dispute contested');

  await priya.goto(`${base}/operator/disputes`);
  const form = main(priya).getByRole('form', { name: `Decision on order #${orderId}` });
  await form.getByRole('radio', { name: 'Refund the customer' }).check();
  await form.getByRole('radio', { name: 'Partial refund' }).check();
  await form.getByLabel('Refund amount').fill('13.20');
  const note = 'Half refunded: the session covered part of what was booked.';
  await form.getByLabel('Note to both parties').fill(note);
  await snap(priya, 'operator-disputes-1280');
  await form.getByRole('button', { name: 'Decide' }).click();
  await confirmation(priya, 'Refund the customer?').getByRole('button', { name: 'Refund $13.20' }).click();
  await form.waitFor({ state: 'detached' });

  for (const page of [jordan, maya]) {
    await openOrder(page, orderId);
    const text = await main(page).innerText();
    expect(text).toContain(note);
    expect(text).toContain('$13.20');
    expect(await orderStatus(page, orderId)).toBe('refunded');
  }
  await snap(jordan, 'order-refunded-customer-1280');
});

test('7 days after delivery, the held payment is released by the job', async () => {
  const base = suite.product.url;
  const gig = await findGig(base, CALCULUS);
  const jordan = await signedIn(JORDAN);
  const maya = await signedIn(MAYA);
  const orderId = await bookThroughApi(jordan, base, gig.id);
  expect(await orderStatus(jordan, orderId)).toBe('payment_held');

  // held, never delivered: no release however long it waits for delivery (the refund comes at 21 days)
  await moveClock(base, ESCROW_RELEASE_DAYS * DAY_MS + 60_000);
  expect(await orderStatus(jordan, orderId)).toBe('payment_held');

  await deliverThroughApi(maya, base, orderId);
  await moveClock(base, ESCROW_RELEASE_DAYS * DAY_MS + 60_000);
  expect(await orderStatus(jordan, orderId)).toBe('confirmed_completed');
  await openOrder(jordan, orderId);
  expect(await main(jordan).innerText()).toContain('Confirmed');
});
