import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { api, GIG_INPUT_MESSAGES as M, LIMITS, type Gig, type GigCreate } from '@campus/contracts';
import { gigs, orders, reviews, uploads, users } from '../src/db/schema';
import { IMAGE_NOT_YOURS } from '../src/gigs/image';
import { recomputeProviderRatings } from '../src/reviews/service';
import { GIG_NOT_FOUND, NOT_YOUR_GIG, NOT_YOUR_PROVIDER_ID } from '../src/gigs/policies';
import { deleteGig, setGigStatus, updateGigFields, type GigFields } from '../src/gigs/service';
import { SIGN_IN_REQUIRED } from '../src/sessions/requireUser';
import { Browser, signedIn } from './auth/browser';
import { json, must, startTestServer, type TestServer } from './harness';
import { headOnly as sendHeadOnly, jsonHeadOf } from './raw-http';

let server: TestServer;
/** Maya (maya.chen@asu.edu) provides gigs here; Jordan is another student; the visitor is signed out. */
let maya: Browser;
let jordan: Browser;
let visitor: Browser;
let mayaId: number;
let jordanId: number;

const userId = async (email: string) =>
  must((await server.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]).id;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  maya = await signedIn(server);
  jordan = await signedIn(server, 'jordan.alvarez@asu.edu');
  visitor = new Browser(server);
  mayaId = await userId('maya.chen@asu.edu');
  jordanId = await userId('jordan.alvarez@asu.edu');
});
afterAll(() => server.close());

/** A gig form every check accepts; each test changes what it is about. */
const form = (overrides: Record<string, unknown> = {}): GigCreate & Record<string, unknown> => ({
  title: 'Spanish conversation practice (zanzibarquokka)',
  description: 'Relaxed weekly conversation practice for Spanish 101-202.\n\nBring a topic or a reading.',
  price: 18.5,
  category: 'Other',
  location: '  Hayden Library, 2nd floor ',
  tags: ['spanish', ' conversation ', '', 'spanish'],
  imageUrl: null,
  ...overrides,
});

const del = (browser: Browser, path: string) => browser.request('DELETE', path);

const parseGig = async (res: Response): Promise<Gig> => api.gig.reply.parse(await res.json());

/** Creates a gig as `browser` and returns its id. */
async function create(browser: Browser, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await browser.post('/api/gigs', form(overrides));
  expect(res.status).toBe(201);
  return api.createGig.reply.parse(await res.json()).id;
}

async function viewAs(browser: Browser, id: number): Promise<Gig> {
  const res = await browser.get(`/api/gigs/${id}`);
  expect(res.status).toBe(200);
  return parseGig(res);
}

async function listAs(browser: Browser, query = ''): Promise<Gig[]> {
  const res = await browser.get(`/api/gigs?limit=100${query}`);
  expect(res.status).toBe(200);
  return api.gigs.reply.parse(await res.json()).items;
}

const expectMessage = async (res: Response, status: number, message: string) => {
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status, body: { message } });
};

/** An upload row of `ownerId` (POST /api/upload is another feature; the rule only reads the table). */
async function uploadOf(ownerId: number, char: string): Promise<string> {
  const key = char.repeat(64);
  await server.db.insert(uploads).values({ ownerId, key });
  return `/uploads/${key}.webp`;
}

describe('POST /api/gigs', () => {
  it('creates the gig for the caller (201 { id }): its page, the list and search show it', async () => {
    const id = await create(maya);
    const gig = await viewAs(maya, id);
    expect(gig).toMatchObject({
      id,
      title: 'Spanish conversation practice (zanzibarquokka)',
      price: 18.5,
      category: 'Other',
      providerId: mayaId,
      location: 'Hayden Library, 2nd floor',
      status: 'active',
      tags: ['spanish', 'conversation'],
      imageUrl: null,
      provider: { id: mayaId, firstName: 'Maya' },
    });
    expect(must((await listAs(visitor))[0]).id).toBe(id); // newest first
    expect((await listAs(visitor, '&search=zanzibarquokka')).map((g) => g.id)).toEqual([id]);
    expect((await listAs(visitor, `&providerId=${mayaId}`)).map((g) => g.id)).toContain(id);
    const [row] = await server.db.select().from(gigs).where(eq(gigs.id, id));
    expect(row).toMatchObject({ providerId: mayaId, priceCents: 1850 });
  });

  it('accepts the caller’s own providerId, and refuses anyone else’s with 403 (nothing is created)', async () => {
    const id = await create(maya, { providerId: mayaId });
    expect((await viewAs(visitor, id)).providerId).toBe(mayaId);
    const before = await server.db.select({ id: gigs.id }).from(gigs);
    await expectMessage(
      await maya.post('/api/gigs', form({ providerId: jordanId })),
      403,
      NOT_YOUR_PROVIDER_ID,
    );
    expect(await server.db.select({ id: gigs.id }).from(gigs)).toEqual(before);
  });

  it('answers 401 to a visitor', async () => {
    await expectMessage(await visitor.post('/api/gigs', form()), 401, SIGN_IN_REQUIRED);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title', M.titleRequired],
    ['a blank title', { title: '   ' }, 'title', M.titleRequired],
    ['a title over the limit', { title: 'x'.repeat(LIMITS.gigTitleMax + 1) }, 'title', M.titleTooLong],
    [
      'a title with a line break',
      { title: 'Two\nlines' },
      'title',
      'Title cannot contain line breaks or control characters',
    ],
    ['a missing description', { description: undefined }, 'description', M.descriptionRequired],
    ['a blank description', { description: ' \n ' }, 'description', M.descriptionRequired],
    [
      'a description over the limit',
      { description: 'x'.repeat(LIMITS.gigDescriptionMax + 1) },
      'description',
      M.descriptionTooLong,
    ],
    ['a missing price', { price: undefined }, 'price', M.priceRequired],
    ['a price that is text', { price: '25' }, 'price', M.priceRequired],
    ['a price of 0', { price: 0 }, 'price', M.priceTooLow],
    ['a price under the minimum', { price: LIMITS.gigPriceMin - 0.01 }, 'price', M.priceTooLow],
    ['a negative price', { price: -5 }, 'price', M.priceTooLow],
    ['a price over the maximum', { price: LIMITS.gigPriceMax + 0.01 }, 'price', M.priceTooHigh],
    ['a missing category', { category: undefined }, 'category', M.categoryRequired],
    ['an unknown category', { category: 'Cooking' }, 'category', M.categoryRequired],
    ['a location over the limit', { location: 'x'.repeat(201) }, 'location', M.locationTooLong],
    ['a tag over the limit', { tags: ['x'.repeat(41)] }, 'tags.0', M.tagTooLong],
    ['too many tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', M.tooManyTags],
  ])('refuses %s with 400 and its message', async (_what, overrides, path, message) => {
    const res = await maya.post('/api/gigs', form(overrides));
    expect(res.status).toBe(400);
    const body = await json<{ message: string; issues: { path: string; message: string }[] }>(res);
    expect(body.message).toBe(message);
    expect(body.issues[0]).toEqual({ path, message });
  });

  it('accepts the bounds: price from $1 to $10,000, a title of the maximum length', async () => {
    for (const price of [LIMITS.gigPriceMin, LIMITS.gigPriceMax]) {
      expect((await viewAs(visitor, await create(maya, { price }))).price).toBe(price);
    }
    const title = 't'.repeat(LIMITS.gigTitleMax);
    expect((await viewAs(visitor, await create(maya, { title }))).title).toBe(title);
  });

  it('stores a blank location and no tags as none', async () => {
    const gig = await viewAs(visitor, await create(maya, { location: '   ', tags: undefined }));
    expect(gig).toMatchObject({ location: null, tags: [] });
    expect((await viewAs(visitor, await create(maya, { location: null, tags: null }))).location).toBeNull();
  });

  it('takes an image the caller uploaded; no image, blank or null, is none', async () => {
    const own = await uploadOf(mayaId, 'a');
    expect((await viewAs(visitor, await create(maya, { imageUrl: own }))).imageUrl).toBe(own);
    expect((await viewAs(visitor, await create(maya, { imageUrl: '' }))).imageUrl).toBeNull();
    expect((await viewAs(visitor, await create(maya, { imageUrl: undefined }))).imageUrl).toBeNull();
  });

  it('takes a photo uploaded through POST /api/upload, but not by another student', async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append('image', new Blob([png], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(server.url + api.upload.path, {
      method: 'POST',
      headers: { origin: server.url, cookie: maya.cookieHeader() },
      body,
    });
    expect(uploaded.status).toBe(200);
    const { url } = api.upload.reply.parse(await uploaded.json()).file;
    expect((await viewAs(visitor, await create(maya, { imageUrl: url }))).imageUrl).toBe(url);
    await expectMessage(await jordan.post('/api/gigs', form({ imageUrl: url })), 400, IMAGE_NOT_YOURS);
  });

  it.each([
    ['another student’s upload', async () => uploadOf(jordanId, 'b')],
    ['an upload that does not exist', async () => `/uploads/${'c'.repeat(64)}.webp`],
    ['the thumbnail of an own upload', async () => `/uploads/${'a'.repeat(64)}-thumb.webp`],
    ['an address elsewhere', async () => 'https://example.com/photo.jpg'],
    ['a path outside the uploads', async () => `/uploads/../${'a'.repeat(64)}.webp`],
  ])('refuses %s as the image (400 on imageUrl)', async (_what, url) => {
    const res = await maya.post('/api/gigs', form({ imageUrl: await url() }));
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: IMAGE_NOT_YOURS,
      issues: [{ path: 'imageUrl', message: IMAGE_NOT_YOURS }],
    });
  });
});

describe('canEdit and canBook', () => {
  it('are true only for the provider (edit) and for other signed-in students (book), false for visitors', async () => {
    const id = await create(maya);
    expect(await viewAs(maya, id)).toMatchObject({ canEdit: true, canBook: false });
    expect(await viewAs(jordan, id)).toMatchObject({ canEdit: false, canBook: true });
    expect(await viewAs(visitor, id)).toMatchObject({ canEdit: false, canBook: false });
    const inList = async (b: Browser) => must((await listAs(b)).find((g) => g.id === id));
    expect(await inList(maya)).toMatchObject({ canEdit: true, canBook: false });
    expect(await inList(jordan)).toMatchObject({ canEdit: false, canBook: true });
    expect(await inList(visitor)).toMatchObject({ canEdit: false, canBook: false });
    expect((await listAs(jordan)).filter((g) => g.canEdit).every((g) => g.providerId === jordanId)).toBe(
      true,
    );
  });
});

describe('PUT /api/gigs/:id', () => {
  it('lets the provider replace every field, and answers the gig as they see it', async () => {
    const image = await uploadOf(mayaId, 'd');
    const id = await create(maya, { imageUrl: image });
    const res = await maya.put(
      `/api/gigs/${id}`,
      form({
        title: 'Spanish and Portuguese conversation',
        price: 22,
        category: 'Tutoring',
        location: undefined,
        tags: ['portuguese'],
        imageUrl: image,
      }),
    );
    expect(res.status).toBe(200);
    const expected = {
      id,
      title: 'Spanish and Portuguese conversation',
      price: 22,
      category: 'Tutoring',
      location: null,
      tags: ['portuguese'],
      imageUrl: image,
      providerId: mayaId,
      status: 'active',
      canEdit: true,
    };
    expect(await parseGig(res)).toMatchObject(expected);
    expect(await viewAs(maya, id)).toMatchObject(expected);
    // an absent image clears it
    const cleared = await maya.put(`/api/gigs/${id}`, form({ imageUrl: undefined }));
    expect((await parseGig(cleared)).imageUrl).toBeNull();
  });

  it('keeps a demo gig’s photo when its provider saves it unchanged (the photo is their upload)', async () => {
    const withPhoto = must(
      (await server.db.select().from(gigs).where(eq(gigs.providerId, mayaId))).find((g) => g.imageUrl),
      'a demo gig of Maya with a photo',
    );
    const res = await maya.put(
      `/api/gigs/${withPhoto.id}`,
      form({ title: withPhoto.title, imageUrl: withPhoto.imageUrl }),
    );
    expect(res.status).toBe(200);
    expect((await parseGig(res)).imageUrl).toBe(withPhoto.imageUrl);
  });

  it('checks the form as creation does', async () => {
    const id = await create(maya);
    for (const [overrides, message] of [
      [{ title: '' }, M.titleRequired],
      [{ price: 0 }, M.priceTooLow],
      [{ category: 'Cooking' }, M.categoryRequired],
    ] as const) {
      await expectMessage(await maya.put(`/api/gigs/${id}`, form(overrides)), 400, message);
    }
    await expectMessage(
      await maya.put(`/api/gigs/${id}`, form({ imageUrl: await uploadOf(jordanId, 'e') })),
      400,
      IMAGE_NOT_YOURS,
    );
    await expectMessage(
      await maya.put(`/api/gigs/${id}`, form({ providerId: jordanId })),
      403,
      NOT_YOUR_PROVIDER_ID,
    );
    expect((await viewAs(visitor, id)).title).toBe(form().title);
  });

  it('refuses another student (403), a visitor (401), an unknown gig (404) and a bad id (400)', async () => {
    const id = await create(maya);
    await expectMessage(await jordan.put(`/api/gigs/${id}`, form({ title: 'Mine now' })), 403, NOT_YOUR_GIG);
    await expectMessage(
      await visitor.put(`/api/gigs/${id}`, form({ title: 'Mine now' })),
      401,
      SIGN_IN_REQUIRED,
    );
    expect((await viewAs(visitor, id)).title).toBe(form().title);
    await expectMessage(await maya.put('/api/gigs/999999', form()), 404, GIG_NOT_FOUND);
    await expectMessage(await maya.put('/api/gigs/abc', form()), 400, 'Invalid gig id');
  });

  it("refuses another student's edit before reading its body (403)", async () => {
    const id = await create(maya);
    expect(await headOnly(`/api/gigs/${id}`, 'PUT', jordan)).toBe('HTTP/1.1 403 Forbidden');
    expect(await headOnly(`/api/gigs/${id}`, 'PUT', visitor)).toBe('HTTP/1.1 401 Unauthorized');
  });
});

describe('PUT /api/gigs/:id/status (pause and resume)', () => {
  it('pauses: out of browse, search and others’ lists; its page loads as inactive; nobody can book it', async () => {
    const id = await create(maya, { title: 'Paused quizzing (pausedxylocarp)', category: 'Research' });
    const res = await maya.put(`/api/gigs/${id}/status`, { status: 'inactive' });
    expect(res.status).toBe(200);
    expect(await parseGig(res)).toMatchObject({ id, status: 'inactive', canEdit: true, canBook: false });

    for (const who of [visitor, jordan, maya]) {
      expect((await listAs(who)).some((g) => g.id === id)).toBe(false);
      expect(await listAs(who, '&search=pausedxylocarp')).toEqual([]);
      expect((await listAs(who, '&category=Research')).some((g) => g.id === id)).toBe(false);
    }
    for (const who of [visitor, jordan]) {
      expect((await listAs(who, `&providerId=${mayaId}`)).some((g) => g.id === id)).toBe(false);
    }
    expect(await viewAs(visitor, id)).toMatchObject({ status: 'inactive', canBook: false });
    expect(await viewAs(jordan, id)).toMatchObject({ status: 'inactive', canBook: false, canEdit: false });
  });

  it("keeps a paused gig in its provider's own list (Profile > My Gigs), and only there", async () => {
    const id = await create(maya);
    await maya.put(`/api/gigs/${id}/status`, { status: 'inactive' });
    const mine = await listAs(maya, `&providerId=${mayaId}`);
    expect(mine.find((g) => g.id === id)).toMatchObject({ status: 'inactive', canEdit: true });
    expect(mine.every((g) => g.providerId === mayaId)).toBe(true);
    // Jordan's own list is not Maya's
    expect((await listAs(maya, `&providerId=${jordanId}`)).every((g) => g.status === 'active')).toBe(true);
  });

  it('resumes: back in browse and search, bookable again', async () => {
    const id = await create(maya, { title: 'Resumed quizzing (resumedwombat)' });
    await maya.put(`/api/gigs/${id}/status`, { status: 'inactive' });
    const res = await maya.put(`/api/gigs/${id}/status`, { status: 'active' });
    expect(res.status).toBe(200);
    expect((await parseGig(res)).status).toBe('active');
    expect((await listAs(visitor, '&search=resumedwombat')).map((g) => g.id)).toEqual([id]);
    expect(await viewAs(jordan, id)).toMatchObject({ status: 'active', canBook: true });
  });

  it('refuses another student (403), a visitor (401), an unknown gig (404) and another status (400)', async () => {
    const id = await create(maya);
    await expectMessage(
      await jordan.put(`/api/gigs/${id}/status`, { status: 'inactive' }),
      403,
      NOT_YOUR_GIG,
    );
    await expectMessage(
      await visitor.put(`/api/gigs/${id}/status`, { status: 'inactive' }),
      401,
      SIGN_IN_REQUIRED,
    );
    await expectMessage(
      await maya.put('/api/gigs/999999/status', { status: 'inactive' }),
      404,
      GIG_NOT_FOUND,
    );
    await expectMessage(
      await maya.put(`/api/gigs/${id}/status`, { status: 'deleted' }),
      400,
      M.statusInvalid,
    );
    expect((await viewAs(visitor, id)).status).toBe('active');
  });
});

describe('DELETE /api/gigs/:id', () => {
  it('erases a gig without orders, with its reviews (the provider rating is recomputed)', async () => {
    const rating = async () =>
      (
        await server.db
          .select({ rating: users.rating, n: users.reviewCount })
          .from(users)
          .where(eq(users.id, mayaId))
      )[0];
    const before = await rating();
    const id = await create(maya);
    // a review without an order (none are made so today; the foreign key would cascade it)
    await server.db
      .insert(reviews)
      .values({ gigId: id, reviewerId: jordanId, providerId: mayaId, rating: 1, comment: 'no order' });
    await recomputeProviderRatings(server.db, [mayaId]);
    expect((await rating())?.n).toBe(must(before).n + 1);

    const res = await del(maya, `/api/gigs/${id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true });
    expect(await server.db.select().from(gigs).where(eq(gigs.id, id))).toEqual([]);
    expect(await server.db.select().from(reviews).where(eq(reviews.gigId, id))).toEqual([]);
    expect(await rating()).toEqual(before);
    await expectMessage(await visitor.get(`/api/gigs/${id}`), 404, GIG_NOT_FOUND);
    expect((await listAs(maya, `&providerId=${mayaId}`)).some((g) => g.id === id)).toBe(false);
    await expectMessage(await del(maya, `/api/gigs/${id}`), 404, GIG_NOT_FOUND);
  });

  it('keeps a gig with orders for their history: the orders keep its title, everyone else gets 404', async () => {
    const gig = must(
      (
        await server.db
          .select()
          .from(gigs)
          .where(eq(gigs.title, 'Calculus I & II tutoring (limits to series)'))
      )[0],
    );
    expect(gig.providerId).toBe(mayaId);
    const ordersBefore = await server.db.select().from(orders).where(eq(orders.gigId, gig.id));
    expect(ordersBefore.length).toBeGreaterThan(0);
    const reviewsBefore = await server.db.select().from(reviews).where(eq(reviews.gigId, gig.id));
    const [ratingBefore] = await server.db
      .select({ rating: users.rating, n: users.reviewCount })
      .from(users)
      .where(eq(users.id, mayaId));

    const res = await del(maya, `/api/gigs/${gig.id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true });

    // the orders still name their gig and its title (what GET /api/orders will join)
    const history = await server.db
      .select({ orderId: orders.id, gigTitle: gigs.title })
      .from(orders)
      .innerJoin(gigs, eq(gigs.id, orders.gigId))
      .where(eq(orders.gigId, gig.id));
    expect(history).toEqual(ordersBefore.map((o) => ({ orderId: o.id, gigTitle: gig.title })));
    expect(await server.db.select().from(reviews).where(eq(reviews.gigId, gig.id))).toEqual(reviewsBefore);
    expect(
      (
        await server.db
          .select({ rating: users.rating, n: users.reviewCount })
          .from(users)
          .where(eq(users.id, mayaId))
      )[0],
    ).toEqual(ratingBefore);

    // gone for everyone, its provider included
    for (const who of [visitor, jordan, maya]) {
      await expectMessage(await who.get(`/api/gigs/${gig.id}`), 404, GIG_NOT_FOUND);
      await expectMessage(await who.get(`/api/gigs/${gig.id}/reviews`), 404, GIG_NOT_FOUND);
      expect((await listAs(who)).some((g) => g.id === gig.id)).toBe(false);
      expect((await listAs(who, `&providerId=${mayaId}`)).some((g) => g.id === gig.id)).toBe(false);
      expect((await listAs(who, '&search=calculus')).some((g) => g.id === gig.id)).toBe(false);
    }
    // and nothing more can be done with it
    await expectMessage(await maya.put(`/api/gigs/${gig.id}`, form()), 404, GIG_NOT_FOUND);
    await expectMessage(
      await maya.put(`/api/gigs/${gig.id}/status`, { status: 'active' }),
      404,
      GIG_NOT_FOUND,
    );
    await expectMessage(await del(maya, `/api/gigs/${gig.id}`), 404, GIG_NOT_FOUND);
  });

  it('does nothing to a gig deleted after the access check passed (a race): the handler answers 404', async () => {
    const id = await create(maya);
    await server.db.update(gigs).set({ status: 'deleted' }).where(eq(gigs.id, id));
    const fields = { ...form(), imageUrl: null } as GigFields;
    const [updated, paused, deleted] = await server.db.transaction(async (tx) => [
      await updateGigFields(tx, id, fields),
      await setGigStatus(tx, id, 'active'),
      await deleteGig(tx, id),
    ]);
    expect([updated, paused, deleted]).toEqual([false, false, null]);
    expect(must((await server.db.select().from(gigs).where(eq(gigs.id, id)))[0])).toMatchObject({
      status: 'deleted',
      title: form().title,
    });
  });

  it('refuses another student (403), a visitor (401) and an unknown gig (404); the gig stays', async () => {
    const id = await create(maya);
    await expectMessage(await del(jordan, `/api/gigs/${id}`), 403, NOT_YOUR_GIG);
    await expectMessage(await del(visitor, `/api/gigs/${id}`), 401, SIGN_IN_REQUIRED);
    await expectMessage(await del(maya, '/api/gigs/999999'), 404, GIG_NOT_FOUND);
    expect((await viewAs(visitor, id)).id).toBe(id);
  });
});

/** A PUT or POST head announcing a large JSON body that never comes: the status line of the answer. */
const headOnly = (path: string, method: string, browser: Browser) =>
  sendHeadOnly(server.url, method, path, jsonHeadOf(browser));
