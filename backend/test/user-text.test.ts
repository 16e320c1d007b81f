import { api } from '@campus/contracts';
import type { OrderRow } from '../src/db/schema';
import { json } from './harness';
import { settle } from './orders/support';
import {
  contest,
  decide,
  disputedOrder,
  heldOrder,
  openDispute,
  startDisputeWorld,
  type DisputeWorld,
} from './operator/dispute-support';

/**
 * The one free-text rule and plain-words validator messages over real HTTP (issue 19, items 5 and 11):
 * a right-to-left override, BEL or NUL in any free-text field is a 400 naming the field, never stored
 * and never a 500 (a NUL used to reach PostgreSQL); a 5,000-character name reads as a sentence.
 */
let w: DisputeWorld;

beforeAll(async () => {
  w = await startDisputeWorld();
});
afterAll(() => w.server.close({ drop: true }));
afterEach(() => settle(w.server.db));

interface Refusal {
  status: number;
  message: string | undefined;
  path: string | undefined;
}

async function refusal(res: Response): Promise<Refusal> {
  const body = await json<{ message?: string; issues?: { path: string; message: string }[] }>(res);
  return { status: res.status, message: body.message, path: body.issues?.[0]?.path };
}

const BAD: [string, string][] = [
  ['a right-to-left override', 'Fine work\u202egnp.exe'],
  ['BEL', 'Fine work\u0007'],
  ['NUL', 'Fine\u0000work'],
];

const gig = { title: 'Calculus help', description: 'Limits.\nSeries.', price: 20, category: 'Tutoring' };
const item = {
  title: 'Desk lamp',
  description: 'Works.',
  price: 12,
  category: 'Home Goods',
  condition: 'Good',
};
const profile = { firstName: 'Maya', lastName: 'Chen', university: 'Arizona State University' };

/** One free-text field of one endpoint: how to send `text` in it, and the field's path and label. */
interface Field {
  name: string;
  send: (text: string) => Promise<Response>;
  path: string;
  message: string;
}

const multi = (label: string) => `${label} cannot contain control characters`;
const single = (label: string) => `${label} cannot contain line breaks or control characters`;

const FIELDS: Field[] = [
  {
    name: 'dispute details',
    send: async (details) => openDispute(w.maya, (await heldForDispute()).id, { details }),
    path: 'details',
    message: multi('Details'),
  },
  {
    name: 'a contest statement',
    send: async (statement) => contest(w.jordan, (await disputedOrder(w)).id, statement),
    path: 'statement',
    message: multi('Your statement'),
  },
  {
    name: "an operator's note",
    send: async (note) => decide(w.marcus, (await disputedOrder(w)).id, { outcome: 'release', note }),
    path: 'note',
    message: multi('A note for both parties'),
  },
  {
    name: 'a gig description',
    send: (description) => w.jordan.post(api.createGig.path, { ...gig, description }),
    path: 'description',
    message: multi('Description'),
  },
  {
    name: 'a gig title',
    send: (title) => w.jordan.post(api.createGig.path, { ...gig, title }),
    path: 'title',
    message: single('Title'),
  },
  {
    name: 'an item description',
    send: (description) => w.maya.post(api.createMarketplaceItem.path, { ...item, description }),
    path: 'description',
    message: multi('Description'),
  },
  {
    name: 'a bio',
    send: (bio) => w.maya.put(api.updateProfile.path, { ...profile, bio }),
    path: 'bio',
    message: multi('Bio'),
  },
  {
    name: 'a first name',
    send: (firstName) => w.maya.put(api.updateProfile.path, { ...profile, firstName }),
    path: 'firstName',
    message: single('First name'),
  },
  {
    name: 'a message',
    send: (message) => w.maya.post(api.startConversation.path, { userId: w.jordanId, message }),
    path: 'message',
    message: multi('Message'),
  },
  {
    name: 'a gig search',
    send: (search) => w.visitor.get(`${api.gigs.path}?search=${encodeURIComponent(search)}`),
    path: 'search',
    message: single('Search'),
  },
  {
    name: 'a marketplace search',
    send: (search) => w.visitor.get(`${api.marketplaceItems.path}?search=${encodeURIComponent(search)}`),
    path: 'search',
    message: single('Search'),
  },
];

/** A held order of Maya's, not yet disputed (its dispute is what the test sends). */
let held: OrderRow | undefined;
async function heldForDispute(): Promise<OrderRow> {
  held ??= await heldOrder(w);
  return held;
}

describe('the one free-text rule over HTTP', () => {
  describe.each(FIELDS)('$name', ({ send, path, message }) => {
    it.each(BAD)('refuses %s: 400 naming the field, never a 500', async (_what, text) => {
      expect(await refusal(await send(text))).toEqual({ status: 400, message, path });
    });
  });

  it('keeps line breaks and tabs where the field is multi-line', async () => {
    const res = await w.jordan.post(api.createGig.path, { ...gig, description: 'Line one\r\n\tLine two' });
    expect(res.status).toBe(201);
    const order = await heldForDispute();
    const opened = await openDispute(w.maya, order.id, { details: 'He never came.\nI waited an hour.' });
    expect(opened.status).toBe(200);
  });
});

describe('validator messages over HTTP', () => {
  const name = 'A'.repeat(5000);

  it('a 5,000-character name reads as a sentence naming the field (registration and profile)', async () => {
    expect(
      await refusal(
        await w.visitor.post(api.register.path, {
          email: 'newbie@asu.edu',
          password: 'secret12',
          firstName: name,
        }),
      ),
    ).toEqual({ status: 400, message: 'First name must be at most 80 characters', path: 'firstName' });
    expect(await refusal(await w.maya.put(api.updateProfile.path, { ...profile, lastName: name }))).toEqual({
      status: 400,
      message: 'Last name must be at most 80 characters',
      path: 'lastName',
    });
  });

  it('other schema defaults read the same way: no zod wording', async () => {
    expect(await refusal(await w.visitor.get(`${api.gigs.path}?search=${'s'.repeat(201)}`))).toEqual({
      status: 400,
      message: 'Search must be at most 200 characters',
      path: 'search',
    });
    expect(await refusal(await w.maya.post(api.openDispute.path, { reason: 'Other', details: 'x' }))).toEqual(
      {
        status: 400,
        message: 'Order ID is required',
        path: 'orderId',
      },
    );
    expect(await refusal(await w.jordan.post(api.createGig.path, { ...gig, price: 20.001 }))).toEqual({
      status: 400,
      message: 'Hourly rate must be a whole number of cents',
      path: 'price',
    });
  });
});
