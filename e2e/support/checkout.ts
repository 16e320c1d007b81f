import type { Page } from 'playwright-core';
import {
  gigPage,
  marketplaceItemPage,
  orderList,
  paymentCompleteReply,
  sandboxIntent,
  type Gig,
  type MarketplaceItem,
} from '@campus/contracts';

/** A seed gig by its title, as a visitor sees it. */
export async function findGig(base: string, title: string): Promise<Gig> {
  const res = await fetch(`${base}/api/gigs?limit=50`);
  const gig = gigPage.parse(await res.json()).items.find((g) => g.title === title);
  if (!gig) throw new Error(`no gig "${title}"`);
  return gig;
}

/** A seed marketplace item by its title, as a visitor sees it. */
export async function findItem(base: string, title: string): Promise<MarketplaceItem> {
  const res = await fetch(`${base}/api/marketplace?limit=100`);
  const item = marketplaceItemPage.parse(await res.json()).items.find((i) => i.title === title);
  if (!item) throw new Error(`no item "${title}"`);
  return item;
}

/** Types a card into the sandbox card form (checkout and post-service payment). */
export async function enterCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill('12 / 34');
  await form.getByLabel('Security code').fill('123');
}

/**
 * On a checkout page (a gig's or an item's): pays `total` with the sandbox card 4242 and waits for the
 * authorisation. The new order (the newest of the student's), as the API gives it.
 */
export async function payAtCheckout(page: Page, base: string, total: string) {
  await enterCard(page, '4242 4242 4242 4242');
  await page
    .getByRole('main')
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  await page.getByRole('main').getByRole('heading', { name: 'Payment Authorized' }).waitFor();
  const [order] = await ordersOf(page, base);
  if (!order) throw new Error('no order after paying at checkout');
  return order;
}

/** The signed-in page's own orders, as the API gives them. */
export async function ordersOf(page: Page, base: string) {
  const res = await page.request.get(`${base}/api/orders`);
  return orderList.parse(await res.json());
}

/**
 * A POST to the API with the page's session (as the product's own pages send it), with `data` as its
 * JSON body, or no body at all (a call that takes none refuses one); its reply.
 */
export async function postAs(page: Page, base: string, path: string, data?: object): Promise<unknown> {
  const res = await page.request.post(
    `${base}${path}`,
    data === undefined
      ? { headers: { origin: base } }
      : { headers: { origin: base, 'content-type': 'application/json' }, data },
  );
  if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/**
 * Books `gigId` as the page's signed-in student through the API, as the checkout page does (intent, the
 * sandbox card 4242, completion), and captures it into escrow unless `capture` is false. The order's id.
 */
export async function bookThroughApi(
  page: Page,
  base: string,
  gigId: number,
  capture = true,
): Promise<number> {
  const post = (path: string, data: object) => postAs(page, base, path, data);
  const { clientSecret } = (await post('/api/create-payment-intent', { gigId })) as { clientSecret: string };
  const intent = sandboxIntent.parse(
    await post('/api/sandbox/confirm', {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    }),
  );
  const done = paymentCompleteReply.parse(
    await post('/api/payment-complete', { paymentIntentId: intent.id }),
  );
  if (capture) await post('/api/capture-payment', { orderId: done.orderId, paymentIntentId: intent.id });
  return done.orderId;
}

/** The provider (or seller) signed in on `page` marks the order delivered (handed over) through the API. */
export async function deliverThroughApi(page: Page, base: string, orderId: number): Promise<void> {
  await postAs(page, base, `/api/orders/${orderId}/deliver`);
}
