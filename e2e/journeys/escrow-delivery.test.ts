import {
  computeFees,
  DISPUTE_WINDOW_DAYS,
  ESCROW_RELEASE_DAYS,
  formatLongDate,
  formatUsd,
  marketplaceItem,
  toCents,
} from '@campus/contracts';
import { startSmtpSink, type SmtpSink } from '../../backend/test/auth/smtpSink';
import { DESKTOP, PHONE, SMALL_PHONE, snapAt } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { dismissToast, signedIn, toastWith } from '../support/auth';
import { findGig, findItem, payAtCheckout } from '../support/checkout';
import { bareSubject, expectedMails, subjectsTo } from '../support/mail';
import { expectBell } from '../support/notifications';
import {
  confirmation,
  DAY_MS,
  main,
  moveClock,
  openDispute,
  openOrder,
  orderAction,
  orderOf,
  orderStatus,
} from '../support/orders';

// The escrow clock starts at delivery (issue 20, docs/decisions/escrow-from-delivery.md), in Chromium
// against the built product in test mode (the test clock), with an SMTP sink for the mails:
// (a) a gig booking: the customer books with a note, which reaches the provider as a message; pays and
//     captures, and the success screen says what happens next; the provider marks it delivered; on
//     day 2 the customer disputes, the provider contests and an operator decides;
// (b) an item purchase: a student buys another's item with secure escrow from its page, the item is
//     reserved; the seller marks it handed over; 7 days later the escrow is released automatically
//     and the item is sold.
// Both parties' bells (unread count and newest entry) and mails are checked at each step.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
const OPERATOR = 'priya.raman@umich.edu';
const suite = productAndBrowser(() => ({
  NODE_ENV: 'test',
  OPERATOR_EMAILS: OPERATOR,
  SMTP_URL: sink.url,
}));
afterAll(() => sink?.close());

const MAYA = 'maya.chen@asu.edu';
const JORDAN = 'jordan.alvarez@asu.edu';
const MARCUS = 'marcus.johnson@gatech.edu';
const SOFIA = 'sofia.martinez@berkeley.edu';
const CALCULUS = 'Calculus I & II tutoring (limits to series)';
const CALCULATOR = 'TI-84 Plus CE graphing calculator';

/** The order page's screenshots: desktop and the two phone widths. */
const WIDTHS = [DESKTOP, PHONE, SMALL_PHONE];

async function itemStatus(itemId: number): Promise<string> {
  const res = await fetch(`${suite.product.url}/api/marketplace/${itemId}`);
  return marketplaceItem.parse(await res.json()).status;
}

test('a gig booked with a note is delivered, disputed on day 2 and decided by an operator; bells and mails at each step', async () => {
  const base = suite.product.url;
  const gig = await findGig(base, CALCULUS);
  const total = formatUsd(computeFees(toCents(gig.price)).totalCents / 100);
  const mails = expectedMails(sink);
  const maya = await signedIn(suite.browser, base, MAYA);
  const jordan = await signedIn(suite.browser, base, JORDAN);
  const priya = await signedIn(suite.browser, base, OPERATOR);

  // Jordan books with a note to Maya and pays with the sandbox card 4242: authorised.
  const note = 'I need help with Taylor series before Friday; I am free Tuesday and Thursday after 3 pm.';
  await jordan.goto(`${base}/checkout/${gig.id}`);
  await main(jordan).getByRole('heading', { name: 'Complete Your Booking' }).waitFor();
  await main(jordan).getByRole('textbox', { name: 'Note to the provider (optional)' }).fill(note);
  await dismissToast(maya); // her welcome: the new order's toast does not replace a toast on screen
  const booked = await payAtCheckout(jordan, base, total);
  const id = booked.id;
  expect(booked.status).toBe('payment_processing');
  const title = `order #${id} (${CALCULUS})`;

  // Maya is told (a toast, her bell) and finds the note as Jordan's first message.
  expect(await toastWith(maya, `New order #${id}`)).toContain(CALCULUS);
  await expectBell(maya, 1, `New order #${id} for ${CALCULUS}: the payment is authorised`);
  await expectBell(jordan, 1, `Receipt: your card was authorised for ${title}`);
  mails.expect(JORDAN, `Receipt for order #${id}: ${total} authorised`, [`${base}/orders/${id}`]);
  mails.expect(MAYA, `New paid order #${id} for "${CALCULUS}"`, ['Jordan Alvarez']);
  await maya.goto(`${base}/messages`);
  await maya
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: /Jordan Alvarez/ })
    .click();
  await maya.getByRole('log').getByText(note).waitFor();
  expect(await maya.getByRole('log').locator('li').count()).toBe(1);

  // Jordan captures into escrow: the success screen says what happens next, with no release date yet.
  await main(jordan).getByRole('button', { name: 'Capture Payment & Move to Escrow' }).click();
  await main(jordan).getByRole('heading', { name: 'Payment Secured in Escrow' }).waitFor();
  const held = await orderOf(jordan, base, id);
  expect(held).toMatchObject({
    status: 'payment_held',
    deliveredAt: null,
    disputeDeadline: null,
    escrowReleaseDate: null,
  });
  const next = await main(jordan).getByRole('region', { name: 'What happens next' }).innerText();
  expect(next).toContain('nothing is released until the provider has marked the service delivered');
  expect(next).toContain(`cancel for a full refund from ${formatLongDate(held.deliveryCancellableAt ?? '')}`);
  await snapAt(jordan, 'escrow-delivery-success-customer', [DESKTOP, SMALL_PHONE]);
  await expectBell(jordan, 2, `Receipt: your payment for ${title} is held in escrow`);
  await expectBell(maya, 2, `Payment for ${title} is held in escrow`);
  mails.expect(JORDAN, `Receipt for order #${id}: ${total} held in escrow`, ['marks it delivered']);
  mails.expect(MAYA, `Payment for order #${id} is held in escrow`, ['Mark it delivered']);

  // Before delivery Jordan cannot dispute yet; Maya marks the order delivered on its page.
  await openOrder(jordan, base, id);
  expect(await orderAction(jordan, 'Open dispute').isDisabled()).toBe(true);
  await snapAt(jordan, 'escrow-delivery-order-held-customer', WIDTHS);
  await jordan.goto(`${base}/profile?tab=orders`); // elsewhere: the delivery comes as a toast
  await main(jordan).getByText(`Order #${id}`).waitFor();
  await openOrder(maya, base, id);
  await snapAt(maya, 'escrow-delivery-order-held-provider', WIDTHS);
  await dismissToast(jordan);
  await orderAction(maya, 'Mark as delivered').click();
  await confirmation(maya, 'Mark as delivered?').getByRole('button', { name: 'Mark as delivered' }).click();
  await toastWith(maya, 'Marked delivered');
  await main(maya).getByText('You marked the service delivered on').waitFor();
  await snapAt(maya, 'escrow-delivery-order-delivered-provider', WIDTHS);

  // Jordan is told at once (toast, bell, mail); the dispute window and the release date now run.
  const delivered = `Order #${id} (${CALCULUS}) was marked delivered: confirm or dispute it`;
  expect(await toastWith(jordan, delivered)).toContain('Order update');
  await expectBell(jordan, 3, delivered);
  await expectBell(maya, 2, `Payment for ${title} is held in escrow`); // the provider is not told of her own act
  mails.expect(JORDAN, `Order #${id} was marked delivered`, ['open a dispute within 3 days']);
  const afterDelivery = await orderOf(jordan, base, id);
  const deliveredAt = Date.parse(afterDelivery.deliveredAt ?? '');
  expect(Date.parse(afterDelivery.disputeDeadline ?? '')).toBe(deliveredAt + DISPUTE_WINDOW_DAYS * DAY_MS);
  expect(Date.parse(afterDelivery.escrowReleaseDate ?? '')).toBe(deliveredAt + ESCROW_RELEASE_DAYS * DAY_MS);
  await openOrder(jordan, base, id);
  await main(jordan).getByText('The provider marked the service delivered on').waitFor();
  expect(await orderAction(jordan, 'Open dispute').isEnabled()).toBe(true);
  await snapAt(jordan, 'escrow-delivery-order-delivered-customer', WIDTHS);

  // Day 2: Jordan disputes, inside the 3-day window.
  await moveClock(base, 2 * DAY_MS);
  await openOrder(jordan, base, id);
  await openDispute(jordan, 'Service not as described', 'We only covered sequences, never Taylor series.');
  expect(await orderStatus(jordan, base, id)).toBe('in_dispute');
  await expectBell(jordan, 4, `Your dispute on ${title} is open`);
  await expectBell(maya, 3, `A dispute was opened on ${title}`);
  mails.expect(JORDAN, `Your dispute on order #${id} is open`, ['stays in escrow']);
  mails.expect(MAYA, `Jordan Alvarez opened a dispute on order #${id}`, ['contest the dispute']);

  // Maya contests with her statement.
  await openOrder(maya, base, id);
  await orderAction(maya, 'Contest dispute').click();
  const contest = maya.getByRole('dialog', { name: 'Contest the dispute' });
  await contest
    .getByLabel('Your statement')
    .fill('We worked through Taylor series for the whole second hour.');
  await contest.getByRole('button', { name: 'Send statement' }).click();
  await toastWith(maya, 'Dispute contested');
  await expectBell(jordan, 5, `The provider contested your dispute on ${title}`);
  await expectBell(maya, 4, `You contested the dispute on ${title}`);
  mails.expect(JORDAN, `The provider contested your dispute on order #${id}`, ['An operator will review']);
  mails.expect(MAYA, `You contested the dispute on order #${id}`, ['An operator will review']);

  // Priya, an operator, releases the payment to Maya; both parties see the decision.
  await priya.goto(`${base}/operator/disputes`);
  const form = main(priya).getByRole('form', { name: `Decision on order #${id}` });
  await form.getByRole('radio', { name: 'Release to provider' }).check();
  const decision = 'Released: the session notes show series were covered in the second hour.';
  await form.getByLabel('Note to both parties').fill(decision);
  await form.getByRole('button', { name: 'Decide' }).click();
  await confirmation(priya, 'Release the payment?').getByRole('button', { name: 'Release payment' }).click();
  await form.waitFor({ state: 'detached' });
  await expectBell(jordan, 6, `The dispute on ${title} was decided: released to the provider`);
  await expectBell(maya, 5, `The dispute on ${title} was decided: released to you`);
  const decided = `The dispute on order #${id} was decided: released to the provider`;
  mails.expect(JORDAN, decided, ['released the payment to the provider']);
  mails.expect(MAYA, decided, ['released the payment to the provider']);
  for (const page of [jordan, maya]) {
    await openOrder(page, base, id);
    expect(await main(page).innerText()).toContain(decision);
    expect(await orderStatus(page, base, id)).toBe('confirmed_completed');
  }
  await snapAt(jordan, 'escrow-delivery-order-decided-customer', [DESKTOP, SMALL_PHONE]);

  // Every step's mails came, each once; nobody was mailed of anything else.
  await mails.checked();
  expect(subjectsTo(sink, JORDAN)).toEqual(
    [
      `Receipt for order #${id}: ${total} authorised`,
      `Receipt for order #${id}: ${total} held in escrow`,
      `Order #${id} was marked delivered`,
      `Your dispute on order #${id} is open`,
      `The provider contested your dispute on order #${id}`,
      decided,
    ]
      .map(bareSubject)
      .sort(),
  );
  expect(subjectsTo(sink, MAYA)).toEqual(
    [
      `New paid order #${id} for "${CALCULUS}"`,
      `Payment for order #${id} is held in escrow`,
      `Jordan Alvarez opened a dispute on order #${id}`,
      `You contested the dispute on order #${id}`,
      decided,
    ]
      .map(bareSubject)
      .sort(),
  );
  expect(subjectsTo(sink, OPERATOR)).toEqual([]);
  await Promise.all([maya, jordan, priya].map((page) => page.context().close()));
}, 420_000);

test("a student buys another's item with secure escrow: reserved, handed over, released 7 days later, sold; bells and mails", async () => {
  const base = suite.product.url;
  const item = await findItem(base, CALCULATOR);
  expect(item.status).toBe('available');
  const total = formatUsd(computeFees(toCents(item.price)).totalCents / 100);
  const mails = expectedMails(sink);
  const marcus = await signedIn(suite.browser, base, MARCUS);
  const sofia = await signedIn(suite.browser, base, SOFIA, PHONE);

  // Sofia buys it from its page, on her phone.
  await sofia.goto(`${base}/marketplace/${item.id}`);
  await main(sofia).getByRole('link', { name: 'Buy with secure escrow' }).click();
  await sofia.waitForURL(`**/checkout/item/${item.id}`);
  await main(sofia).getByRole('heading', { name: 'Complete Your Purchase' }).waitFor();
  expect(await main(sofia).innerText()).toContain(CALCULATOR);
  const bought = await payAtCheckout(sofia, base, total);
  expect(bought).toMatchObject({ status: 'payment_processing', itemTitle: CALCULATOR });
  const id = bought.id;
  const title = `order #${id} (${CALCULATOR})`;
  await expectBell(marcus, 1, `New order #${id} for ${CALCULATOR}: the payment is authorised`);
  await expectBell(sofia, 1, `Receipt: your card was authorised for ${title}`);
  mails.expect(SOFIA, `Receipt for order #${id}: ${total} authorised`, [`You bought "${CALCULATOR}"`]);
  mails.expect(MARCUS, `New paid order #${id} for "${CALCULATOR}"`, ['Sofia Martinez bought']);

  await main(sofia).getByRole('button', { name: 'Capture Payment & Move to Escrow' }).click();
  await main(sofia).getByRole('heading', { name: 'Payment Secured in Escrow' }).waitFor();
  expect(await main(sofia).getByRole('region', { name: 'What happens next' }).innerText()).toContain(
    'nothing is released until the seller has marked the item handed over',
  );
  await expectBell(sofia, 2, `Receipt: your payment for ${title} is held in escrow`);
  await expectBell(marcus, 2, `Payment for ${title} is held in escrow`);
  mails.expect(SOFIA, `Receipt for order #${id}: ${total} held in escrow`, ['marks it handed over']);
  mails.expect(MARCUS, `Payment for order #${id} is held in escrow`, ['Mark it handed over']);

  // The item is reserved: pending, not buyable by anyone else (a visitor's view, and Maya's).
  expect(await itemStatus(item.id)).toBe('pending');
  const maya = await signedIn(suite.browser, base, MAYA);
  await maya.goto(`${base}/marketplace/${item.id}`);
  await main(maya).getByText('Another student is buying this item with secure escrow.').waitFor();
  expect(await main(maya).getByText('Pending', { exact: true }).count()).toBe(1);
  expect(await main(maya).getByRole('link', { name: 'Buy with secure escrow' }).count()).toBe(0);
  await snapAt(maya, 'escrow-delivery-item-reserved', [DESKTOP, SMALL_PHONE]);

  // Marcus hands it over on campus and marks it so on the order page.
  await openOrder(marcus, base, id);
  await snapAt(marcus, 'escrow-delivery-item-order-held-seller', WIDTHS);
  await dismissToast(sofia); // 'Payment Captured' would keep the handover's toast away
  await orderAction(marcus, 'Mark as handed over').click();
  await confirmation(marcus, 'Mark as handed over?')
    .getByRole('button', { name: 'Mark as handed over' })
    .click();
  await toastWith(marcus, 'Marked delivered');
  const handedOver = `Order #${id} (${CALCULATOR}) was marked handed over: confirm or dispute it`;
  expect(await toastWith(sofia, handedOver)).toContain('Order update');
  await expectBell(sofia, 3, handedOver);
  mails.expect(SOFIA, `Order #${id} was marked handed over`, ['The seller marked']);
  await openOrder(sofia, base, id);
  await main(sofia).getByText('The seller marked the item handed over on').waitFor();
  await snapAt(sofia, 'escrow-delivery-item-order-handed-over-buyer', WIDTHS);

  // Seven days later, without a confirmation or a dispute, the escrow is released and the item sold.
  await sofia.goto(`${base}/profile?tab=orders`);
  await main(sofia).getByText(`Order #${id}`).waitFor();
  await dismissToast(sofia);
  await moveClock(base, ESCROW_RELEASE_DAYS * DAY_MS + 60_000);
  expect(await orderStatus(sofia, base, id)).toBe('confirmed_completed');
  expect(await itemStatus(item.id)).toBe('sold');
  const releasedToBuyer = `Order #${id} (${CALCULATOR}) was released from escrow to the seller`;
  expect(await toastWith(sofia, releasedToBuyer)).toContain('Order update');
  await expectBell(sofia, 4, releasedToBuyer);
  await expectBell(marcus, 3, `Order #${id} (${CALCULATOR}) was released from escrow to you`);
  mails.expect(SOFIA, `Order #${id} was released from escrow`, ['released to the seller']);
  mails.expect(MARCUS, `Order #${id} was released from escrow`, ['released to you']);
  await maya.goto(`${base}/marketplace/${item.id}`);
  await main(maya).getByText('Sold', { exact: true }).waitFor();
  expect(await main(maya).getByRole('link', { name: 'Buy with secure escrow' }).count()).toBe(0);
  expect(await main(maya).getByText('Another student is buying this item').count()).toBe(0);
  await snapAt(maya, 'escrow-delivery-item-sold', [DESKTOP, SMALL_PHONE]);
  await openOrder(sofia, base, id);
  await snapAt(sofia, 'escrow-delivery-item-order-released-buyer', [PHONE]);

  await mails.checked();
  expect(subjectsTo(sink, SOFIA)).toEqual(
    [
      `Receipt for order #${id}: ${total} authorised`,
      `Receipt for order #${id}: ${total} held in escrow`,
      `Order #${id} was marked handed over`,
      `Order #${id} was released from escrow`,
    ]
      .map(bareSubject)
      .sort(),
  );
  expect(subjectsTo(sink, MARCUS)).toEqual(
    [
      `New paid order #${id} for "${CALCULATOR}"`,
      `Payment for order #${id} is held in escrow`,
      `Order #${id} was released from escrow`,
    ]
      .map(bareSubject)
      .sort(),
  );
  await Promise.all([marcus, sofia, maya].map((page) => page.context().close()));
}, 420_000);
