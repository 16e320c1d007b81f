import type { Page } from 'playwright-core';
import { gigPage, orderList, paymentCompleteReply, sandboxIntent, type Gig } from '@campus/contracts';

/** A seed gig by its title, as a visitor sees it. */
export async function findGig(base: string, title: string): Promise<Gig> {
  const res = await fetch(`${base}/api/gigs?limit=50`);
  const gig = gigPage.parse(await res.json()).items.find((g) => g.title === title);
  if (!gig) throw new Error(`no gig "${title}"`);
  return gig;
}

/** Types a card into the sandbox card form (checkout and post-service payment). */
export async function enterCard(page: Page, number: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill('12 / 34');
  await form.getByLabel('Security code').fill('123');
}

/** The signed-in page's own orders, as the API gives them. */
export async function ordersOf(page: Page, base: string) {
  const res = await page.request.get(`${base}/api/orders`);
  return orderList.parse(await res.json());
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
  const headers = { origin: base, 'content-type': 'application/json' };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`${base}${path}`, { headers, data });
    if (!res.ok()) throw new Error(`POST ${path}: ${res.status()} ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
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
