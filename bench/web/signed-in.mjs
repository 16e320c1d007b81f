/**
 * The signed-in pages of bench/web, prepared through the product's own API on the demo data: Jordan (a
 * student who provides no gig of Maya's) signs in with the demo password, books Maya's calculus gig with
 * the sandbox card 4242 and captures it into escrow (as e2e/support/checkout.ts does), and writes to Maya,
 * who answers. The result: Jordan's session cookie and the four pages measured with it (the checkout of
 * that gig, his order, his conversations, his profile), each with the text that shows the real page has
 * been drawn (not a sign-in redirect or a loading box).
 */
const PASSWORD = 'campus123';
const JORDAN = { email: 'jordan.alvarez@asu.edu', password: PASSWORD };
const MAYA = { email: 'maya.chen@asu.edu', password: PASSWORD };
const CALCULUS = 'Calculus I & II tutoring (limits to series)';
const FIRST_MESSAGE = 'Hi Maya, could we meet on Thursday for the series chapter?';
const REPLY = 'Thursday works: 4 pm in the library?';

/** Signs `email` in: the `Cookie` header value of its session. */
async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (cookies.length === 0) throw new Error(`sign-in of ${email} set no cookie`);
  return cookies.join('; ');
}

function client(base, cookie) {
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) };
}

/** Books `gigId` as the client's student into escrow (intent, sandbox 4242, completion, capture). */
async function bookIntoEscrow(api, gigId) {
  const { clientSecret } = await api.post('/api/create-payment-intent', { gigId });
  const intent = await api.post('/api/sandbox/confirm', {
    clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  const { orderId } = await api.post('/api/payment-complete', { paymentIntentId: intent.id });
  await api.post('/api/capture-payment', { orderId, paymentIntentId: intent.id });
  return orderId;
}

/** Cookie header `cookie` as Playwright cookies for `base`. */
export function playwrightCookies(base, cookie) {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}

/**
 * Prepares the scenario on the product at `base`: `{ cookie, pages }`, each page
 * `{ path, label, ready }` (`ready`: a text the drawn page shows).
 */
export async function signedInPages(base) {
  const cookie = await signIn(base, JORDAN);
  const jordan = client(base, cookie);
  const { items } = await jordan.get('/api/gigs?limit=50');
  const gig = items.find((g) => g.title === CALCULUS);
  if (!gig) throw new Error(`no demo gig "${CALCULUS}"`);
  const orderId = await bookIntoEscrow(jordan, gig.id);
  const conversation = await jordan.post('/api/conversations', {
    userId: gig.providerId,
    message: FIRST_MESSAGE,
  });
  const maya = client(base, await signIn(base, MAYA));
  await maya.post('/api/messages', { conversationId: conversation.id, content: REPLY });
  return {
    cookie,
    pages: [
      { path: `/checkout/${gig.id}`, label: '/checkout/:gig', ready: 'Complete Your Booking' },
      { path: `/orders/${orderId}`, label: '/orders/:id', ready: `Order #${orderId}` },
      { path: '/messages', label: '/messages', ready: REPLY },
      { path: '/profile', label: '/profile', ready: JORDAN.email },
    ],
  };
}
