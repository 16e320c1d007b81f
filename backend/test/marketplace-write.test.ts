import { readdir } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  api,
  ITEM_FILTER_MESSAGES as F,
  ITEM_INPUT_MESSAGES as M,
  LIMITS,
  type MarketplaceItem,
  type MarketplaceItemCreate,
} from '@campus/contracts';
import { marketplaceItems, orders, uploads, users } from '../src/db/schema';
import { createLogger } from '../src/logger';
import { SEED_ITEMS } from '../src/seed/items';
import { IMAGES_NOT_YOURS } from '../src/marketplace/images';
import {
  ITEM_HAS_ORDERS,
  ITEM_NOT_FOUND,
  NOT_YOUR_ITEM,
  NOT_YOUR_SELLER_ID,
} from '../src/marketplace/policies';
import { SIGN_IN_REQUIRED } from '../src/sessions/requireUser';
import { createUploadService } from '../src/uploads/service';
import { createDiskStorage } from '../src/uploads/storage';
import { uploadKeyOf } from '../src/uploads/urls';
import { Browser, signedIn } from './auth/browser';
import { json, must, startTestServer, type TestServer } from './harness';
import { headOnly as sendHeadOnly, jsonHeadOf } from './raw-http';

let server: TestServer;
/** Maya (maya.chen@asu.edu) sells items here; Jordan is another student; the visitor is signed out. */
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

/** An item form every check accepts; each test changes what it is about. */
const form = (overrides: Record<string, unknown> = {}): MarketplaceItemCreate & Record<string, unknown> => ({
  title: 'Walnut bookshelf (quillbramble)',
  description: 'Five shelves, solid walnut.\n\nPick-up only, I can help carry it downstairs.',
  price: 85.5,
  category: 'Furniture',
  condition: 'Like New',
  location: '  West Campus dorms ',
  images: null,
  ...overrides,
});

const del = (browser: Browser, path: string) => browser.request('DELETE', path);
const parseItem = async (res: Response): Promise<MarketplaceItem> =>
  api.marketplaceItem.reply.parse(await res.json());

/** Lists an item as `browser` and returns it as the reply shows it. */
async function create(browser: Browser, overrides: Record<string, unknown> = {}): Promise<MarketplaceItem> {
  const res = await browser.post('/api/marketplace', form(overrides));
  expect(res.status).toBe(201);
  return parseItem(res);
}

async function viewAs(browser: Browser, id: number): Promise<MarketplaceItem> {
  const res = await browser.get(`/api/marketplace/${id}`);
  expect(res.status).toBe(200);
  return parseItem(res);
}

/** Every page of the list for `query` (following `nextCursor`). */
async function listAll(browser: Browser, query = ''): Promise<MarketplaceItem[]> {
  const items: MarketplaceItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await browser.get(`/api/marketplace?limit=100${query}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    const page = api.marketplaceItems.reply.parse(await res.json());
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

const ids = (items: MarketplaceItem[]) => items.map((i) => i.id);

const expectMessage = async (res: Response, status: number, message: string) => {
  expect({ status: res.status, body: await json(res) }).toMatchObject({ status, body: { message } });
};

let uploadSeq = 0;
/** An upload row of `ownerId` (the rule only reads the table; POST /api/upload is tested elsewhere). */
async function uploadOf(ownerId: number): Promise<string> {
  uploadSeq += 1;
  const key = uploadSeq.toString(16).padStart(64, 'e');
  await server.db.insert(uploads).values({ ownerId, key });
  return `/uploads/${key}.webp`;
}

/** A real upload of `browser`'s through POST /api/upload (a picture of its own colour); its display URL. */
async function upload(browser: Browser, shade: number): Promise<string> {
  const png = await sharp({
    create: { width: 600, height: 400, channels: 3, background: { r: shade, g: 120, b: 200 - shade } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('image', new Blob([png], { type: 'image/png' }), 'photo.png');
  const res = await fetch(server.url + api.upload.path, {
    method: 'POST',
    headers: { origin: server.url, cookie: browser.cookieHeader() },
    body,
  });
  expect(res.status).toBe(200);
  return api.upload.reply.parse(await res.json()).file.url;
}

describe('GET /api/marketplace filters', () => {
  /** Six items sharing a word no demo item has, across categories, conditions and prices. */
  let fixtures: MarketplaceItem[];
  beforeAll(async () => {
    fixtures = [
      await create(maya, { title: 'Fjordvale lamp', category: 'Home Goods', condition: 'Good', price: 20 }),
      await create(jordan, { title: 'Fjordvale rug', category: 'Home Goods', condition: 'Fair', price: 45 }),
      await create(maya, { title: 'Fjordvale chair', category: 'Furniture', condition: 'Good', price: 45 }),
      await create(jordan, { title: 'Fjordvale desk', category: 'Furniture', condition: 'Good', price: 150 }),
      await create(maya, {
        title: 'Fjordvale shelf',
        category: 'Furniture',
        condition: 'Like New',
        price: 999.99,
      }),
      await create(jordan, {
        title: 'Fjordvale scooter',
        category: 'Transportation',
        condition: 'Good',
        price: 1200,
      }),
    ];
    // the desk is sold: it stays listed (the list shows it with a 'Sold' badge)
    const sold = await jordan.put(`/api/marketplace/${must(fixtures[3]).id}/status`, { status: 'sold' });
    expect(sold.status).toBe(200);
  });
  const fixture = (i: number) => must(fixtures[i]);

  it.each([
    ['category', '&category=Furniture', (i: MarketplaceItem) => i.category === 'Furniture'],
    ['category with a space', '&category=Home%20Goods', (i: MarketplaceItem) => i.category === 'Home Goods'],
    ['condition', '&condition=Good', (i: MarketplaceItem) => i.condition === 'Good'],
    ['condition with a space', '&condition=Like%20New', (i: MarketplaceItem) => i.condition === 'Like New'],
    ['minimum price (inclusive)', '&minPrice=45', (i: MarketplaceItem) => i.price >= 45],
    ['maximum price (inclusive)', '&maxPrice=45', (i: MarketplaceItem) => i.price <= 45],
    ['the slider’s whole range', '&minPrice=0&maxPrice=1000', (i: MarketplaceItem) => i.price <= 1000],
    ['a price range', '&minPrice=20&maxPrice=80', (i: MarketplaceItem) => i.price >= 20 && i.price <= 80],
  ])('filters by %s alone, sold items included', async (_what, query, matches) => {
    const everything = await listAll(visitor);
    const expected = everything.filter(matches);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(everything.length);
    expect(ids(await listAll(visitor, query))).toEqual(ids(expected));
  });

  it('filters by search alone (title or description), sold items included', async () => {
    const found = await listAll(visitor, '&search=FJORDVALE');
    expect(ids(found).sort()).toEqual(ids(fixtures).sort());
    expect(found.find((i) => i.id === fixture(3).id)?.status).toBe('sold');
    expect(ids(await listAll(visitor, '&search=pick-up%20downstairs'))).toEqual(
      expect.arrayContaining(ids(fixtures)),
    );
  });

  it('combines every filter (and)', async () => {
    const both = (q: string) => listAll(visitor, `&search=fjordvale${q}`);
    expect(ids(await both('&category=Furniture&condition=Good&minPrice=40&maxPrice=200'))).toEqual([
      fixture(3).id,
      fixture(2).id,
    ]);
    expect(ids(await both('&category=Home%20Goods&condition=Good'))).toEqual([fixture(0).id]);
    expect(ids(await both('&category=Furniture&minPrice=500'))).toEqual([fixture(4).id]);
    expect(ids(await both('&condition=Fair&maxPrice=44.99'))).toEqual([]);
    expect(ids(await both('&minPrice=45&maxPrice=45'))).toEqual([fixture(2).id, fixture(1).id]);
    // without search, against the whole list
    const everything = await listAll(visitor);
    expect(ids(await listAll(visitor, '&category=Furniture&condition=Good&maxPrice=100'))).toEqual(
      ids(everything.filter((i) => i.category === 'Furniture' && i.condition === 'Good' && i.price <= 100)),
    );
  });

  it.each([
    ['a negative minimum', '?minPrice=-1', F.minPrice],
    ['a minimum that is not a number', '?minPrice=abc', F.minPrice],
    ['a minimum above the highest price', '?minPrice=10000.01', F.minPrice],
    ['a negative maximum', '?maxPrice=-0.01', F.maxPrice],
    ['a maximum above the highest price', '?maxPrice=10001', F.maxPrice],
    ['a huge maximum', '?maxPrice=1e20', F.maxPrice],
    ['a minimum above the maximum', '?minPrice=50&maxPrice=40', F.minAboveMax],
  ])('refuses %s with 400 and its message', async (_what, query, message) => {
    const res = await visitor.get(`/api/marketplace${query}`);
    expect(res.status).toBe(400);
    expect(await json<{ message: string }>(res)).toMatchObject({ message });
  });

  it('accepts the bounds: 0, $10,000 and an equal minimum and maximum', async () => {
    for (const query of [
      '?minPrice=0',
      '?maxPrice=10000',
      '?minPrice=0&maxPrice=10000',
      '?minPrice=5&maxPrice=5',
    ]) {
      expect((await visitor.get(`/api/marketplace${query}`)).status).toBe(200);
    }
    expect(M.priceTooHigh).toBe('Price cannot exceed $10,000');
    expect(F.minPrice).toBe('Minimum price must be between $0 and $10,000');
  });
});

describe('POST /api/marketplace', () => {
  it('lists the item for the caller (201, the item): available, its page, the list and search show it', async () => {
    const res = await maya.post('/api/marketplace', form());
    expect(res.status).toBe(201);
    const item = await parseItem(res);
    const expected = {
      title: 'Walnut bookshelf (quillbramble)',
      description: 'Five shelves, solid walnut.\n\nPick-up only, I can help carry it downstairs.',
      price: 85.5,
      category: 'Furniture',
      condition: 'Like New',
      location: 'West Campus dorms',
      status: 'available',
      images: null,
      sellerId: mayaId,
      seller: { id: mayaId, firstName: 'Maya', lastName: 'Chen' },
      canEdit: true,
    };
    expect(item).toMatchObject(expected);
    expect(await viewAs(maya, item.id)).toEqual(item);
    expect(must((await listAll(visitor))[0]).id).toBe(item.id); // newest first
    expect(ids(await listAll(visitor, '&search=quillbramble'))).toContain(item.id);
    const [row] = await server.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, item.id));
    expect(row).toMatchObject({ sellerId: mayaId, priceCents: 8550, status: 'available' });
  });

  it('starts every item available (a status sent with it is ignored)', async () => {
    expect((await create(maya, { status: 'sold' })).status).toBe('available');
  });

  it('accepts the caller’s own sellerId, and refuses anyone else’s with 403 (nothing is created)', async () => {
    expect((await create(maya, { sellerId: mayaId })).sellerId).toBe(mayaId);
    const before = await server.db.select({ id: marketplaceItems.id }).from(marketplaceItems);
    await expectMessage(
      await maya.post('/api/marketplace', form({ sellerId: jordanId })),
      403,
      NOT_YOUR_SELLER_ID,
    );
    expect(await server.db.select({ id: marketplaceItems.id }).from(marketplaceItems)).toEqual(before);
  });

  it('answers 401 to a visitor', async () => {
    await expectMessage(await visitor.post('/api/marketplace', form()), 401, SIGN_IN_REQUIRED);
  });

  it.each([
    ['a price of 0 (the form’s default)', { price: 0 }, 'price', 'Price must be at least $0.01'],
    ['a price under a cent', { price: 0.009 }, 'price', 'Price must be at least $0.01'],
    ['a negative price', { price: -5 }, 'price', 'Price must be at least $0.01'],
    ['a price over $10,000', { price: 10000.01 }, 'price', 'Price cannot exceed $10,000'],
    ['a price far over', { price: 1e9 }, 'price', 'Price cannot exceed $10,000'],
    ['a price in fractions of a cent', { price: 19.999 }, 'price', 'Price must be a whole number of cents'],
    ['a price that is text', { price: '25' }, 'price', M.priceRequired],
    ['a missing price', { price: undefined }, 'price', M.priceRequired],
    ['a missing title', { title: undefined }, 'title', 'Title is required'],
    ['a blank title', { title: '   ' }, 'title', 'Title is required'],
    ['a title over the limit', { title: 'x'.repeat(LIMITS.itemTitleMax + 1) }, 'title', M.titleTooLong],
    [
      'a title with a line break',
      { title: 'Two\nlines' },
      'title',
      'Title cannot contain line breaks or control characters',
    ],
    ['a missing description', { description: undefined }, 'description', 'Description is required'],
    ['a blank description', { description: ' \n ' }, 'description', 'Description is required'],
    [
      'a description over the limit',
      { description: 'x'.repeat(LIMITS.itemDescriptionMax + 1) },
      'description',
      M.descriptionTooLong,
    ],
    ['a missing category', { category: undefined }, 'category', M.categoryRequired],
    ['a category of the gigs', { category: 'Tutoring' }, 'category', M.categoryRequired],
    ['a missing condition', { condition: undefined }, 'condition', M.conditionRequired],
    ['an unknown condition', { condition: 'Broken' }, 'condition', M.conditionRequired],
    ['a location over the limit', { location: 'x'.repeat(201) }, 'location', M.locationTooLong],
    ['a photo URL over the limit', { images: ['/'.repeat(501)] }, 'images.0', M.imageUrlTooLong],
  ])('refuses %s with 400 and its message', async (_what, overrides, path, message) => {
    const res = await maya.post('/api/marketplace', form(overrides));
    expect(res.status).toBe(400);
    const body = await json<{ message: string; issues: { path: string; message: string }[] }>(res);
    expect(body.message).toBe(message);
    expect(body.issues[0]).toEqual({ path, message });
  });

  it('accepts the price bounds, $0.01 and $10,000, and any whole number of cents', async () => {
    expect((await create(maya, { price: 0.01 })).price).toBe(0.01);
    expect((await create(maya, { price: 10000 })).price).toBe(10000);
    expect((await create(maya, { price: 19.99 })).price).toBe(19.99);
  });

  it('stores a blank location as none', async () => {
    expect((await create(maya, { location: '   ' })).location).toBeNull();
    expect((await create(maya, { location: undefined })).location).toBeNull();
  });
});

describe('item photos', () => {
  it('takes up to 8 of the caller’s uploads, in order (first is the cover); blanks ignored, repeats once', async () => {
    const eight = await Promise.all(Array.from({ length: LIMITS.itemImagesMax }, () => uploadOf(mayaId)));
    expect((await create(maya, { images: eight })).images).toEqual(eight);
    const [a, b] = [must(eight[0]), must(eight[1])];
    expect((await create(maya, { images: ['', b, '  ', a, b] })).images).toEqual([b, a]);
    expect((await create(maya, { images: [...eight, '', ' '] })).images).toEqual(eight);
    expect((await create(maya, { images: [] })).images).toBeNull();
    expect((await create(maya, { images: ['', ' '] })).images).toBeNull();
    expect((await create(maya, { images: undefined })).images).toBeNull();
  });

  it('refuses a ninth photo with 400 (nothing is created)', async () => {
    const nine = await Promise.all(Array.from({ length: LIMITS.itemImagesMax + 1 }, () => uploadOf(mayaId)));
    const before = await server.db.select({ id: marketplaceItems.id }).from(marketplaceItems);
    const res = await maya.post('/api/marketplace', form({ images: nine }));
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      message: 'An item can have at most 8 photos',
      issues: [{ path: 'images', message: 'An item can have at most 8 photos' }],
    });
    expect(await server.db.select({ id: marketplaceItems.id }).from(marketplaceItems)).toEqual(before);
  });

  it('takes photos uploaded through POST /api/upload, but not by another student', async () => {
    const photos = [await upload(maya, 10), await upload(maya, 90)];
    const item = await create(maya, { images: photos });
    expect(item.images).toEqual(photos);
    await expectMessage(
      await jordan.post('/api/marketplace', form({ images: photos })),
      400,
      IMAGES_NOT_YOURS,
    );
  });

  it.each([
    ['another student’s upload', async () => uploadOf(jordanId)],
    ['an upload that does not exist', async () => `/uploads/${'c'.repeat(64)}.webp`],
    ['the thumbnail of an own upload', async () => (await uploadOf(mayaId)).replace('.webp', '-thumb.webp')],
    ['a pasted address elsewhere', async () => 'https://example.com/photo.jpg'],
    ['a path outside the uploads', async () => `/uploads/../${'a'.repeat(64)}.webp`],
  ])(
    'refuses %s as a photo, even beside own ones (400 on images, nothing is created)',
    async (_what, url) => {
      const own = await uploadOf(mayaId);
      const before = await server.db.select({ id: marketplaceItems.id }).from(marketplaceItems);
      const res = await maya.post('/api/marketplace', form({ images: [own, await url()] }));
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        message: IMAGES_NOT_YOURS,
        issues: [{ path: 'images', message: IMAGES_NOT_YOURS }],
      });
      expect(await server.db.select({ id: marketplaceItems.id }).from(marketplaceItems)).toEqual(before);
    },
  );
});

describe('canEdit', () => {
  it('is true only for the seller, on the item and in the list; false for others and visitors', async () => {
    const { id } = await create(maya);
    expect((await viewAs(maya, id)).canEdit).toBe(true);
    expect((await viewAs(jordan, id)).canEdit).toBe(false);
    expect((await viewAs(visitor, id)).canEdit).toBe(false);
    const inList = async (b: Browser) => must((await listAll(b)).find((i) => i.id === id)).canEdit;
    expect(await inList(maya)).toBe(true);
    expect(await inList(jordan)).toBe(false);
    expect(await inList(visitor)).toBe(false);
    const all = await listAll(jordan);
    expect(all.filter((i) => i.canEdit).every((i) => i.sellerId === jordanId)).toBe(true);
    expect(all.filter((i) => i.sellerId === jordanId).every((i) => i.canEdit)).toBe(true);
    expect((await listAll(visitor)).some((i) => i.canEdit)).toBe(false);
  });
});

describe('PUT /api/marketplace/:id', () => {
  it('lets the seller replace every field and set the status; answers the item as they see it', async () => {
    const [first, second] = [await uploadOf(mayaId), await uploadOf(mayaId)];
    const { id } = await create(maya, { images: [first] });
    const res = await maya.put(
      `/api/marketplace/${id}`,
      form({
        title: 'Walnut bookshelf and two bookends',
        price: 95,
        category: 'Home Goods',
        condition: 'Good',
        location: undefined,
        images: [second, first],
        status: 'pending',
      }),
    );
    expect(res.status).toBe(200);
    const expected = {
      id,
      title: 'Walnut bookshelf and two bookends',
      price: 95,
      category: 'Home Goods',
      condition: 'Good',
      location: null,
      images: [second, first],
      status: 'pending',
      sellerId: mayaId,
      canEdit: true,
    };
    expect(await parseItem(res)).toMatchObject(expected);
    expect(await viewAs(maya, id)).toMatchObject(expected);
    // an absent status keeps it; absent images clear them
    const kept = await parseItem(await maya.put(`/api/marketplace/${id}`, form({ images: undefined })));
    expect(kept).toMatchObject({ status: 'pending', images: null });
    // any allowed status on edit (spec section 4)
    for (const status of ['sold', 'available', 'pending'] as const) {
      expect((await parseItem(await maya.put(`/api/marketplace/${id}`, form({ status })))).status).toBe(
        status,
      );
    }
  });

  it('keeps a demo item’s photos when its seller saves it unchanged (the photos are their uploads)', async () => {
    const demo = must(
      (await server.db.select().from(marketplaceItems).where(eq(marketplaceItems.sellerId, mayaId))).find(
        (i) => (i.images?.length ?? 0) > 1,
      ),
      'a demo item of Maya with photos',
    );
    const res = await maya.put(
      `/api/marketplace/${demo.id}`,
      form({ title: demo.title, images: demo.images, category: demo.category, condition: demo.condition }),
    );
    expect(res.status).toBe(200);
    expect((await parseItem(res)).images).toEqual(demo.images);
  });

  it('checks the form as creation does', async () => {
    const { id } = await create(maya);
    for (const [overrides, message] of [
      [{ title: '' }, 'Title is required'],
      [{ description: '' }, 'Description is required'],
      [{ price: 0 }, 'Price must be at least $0.01'],
      [{ price: 10001 }, 'Price cannot exceed $10,000'],
      [{ category: 'Boats' }, M.categoryRequired],
      [{ condition: 'Broken' }, M.conditionRequired],
      [{ status: 'deleted' }, M.statusInvalid],
      [
        { images: Array.from({ length: 9 }, (_, i) => `/uploads/${String(i).repeat(64)}.webp`) },
        M.tooManyImages,
      ],
    ] as const) {
      await expectMessage(await maya.put(`/api/marketplace/${id}`, form(overrides)), 400, message);
    }
    await expectMessage(
      await maya.put(`/api/marketplace/${id}`, form({ images: [await uploadOf(jordanId)] })),
      400,
      IMAGES_NOT_YOURS,
    );
    await expectMessage(
      await maya.put(`/api/marketplace/${id}`, form({ sellerId: jordanId })),
      403,
      NOT_YOUR_SELLER_ID,
    );
    expect(await viewAs(visitor, id)).toMatchObject({ title: form().title, price: 85.5 });
  });

  it('refuses another student (403), a visitor (401), an unknown item (404) and a bad id (400)', async () => {
    const { id } = await create(maya);
    await expectMessage(
      await jordan.put(`/api/marketplace/${id}`, form({ title: 'Mine now' })),
      403,
      NOT_YOUR_ITEM,
    );
    await expectMessage(
      await visitor.put(`/api/marketplace/${id}`, form({ title: 'Mine now' })),
      401,
      SIGN_IN_REQUIRED,
    );
    expect((await viewAs(visitor, id)).title).toBe(form().title);
    await expectMessage(await maya.put('/api/marketplace/999999', form()), 404, ITEM_NOT_FOUND);
    await expectMessage(await maya.put('/api/marketplace/abc', form()), 400, 'Invalid item id');
  });

  it("refuses another student's or a visitor's edit, or an unknown item, before reading the body", async () => {
    const { id } = await create(maya);
    expect(await headOnly(`/api/marketplace/${id}`, 'PUT', jordan)).toBe('HTTP/1.1 403 Forbidden');
    expect(await headOnly(`/api/marketplace/${id}`, 'PUT', visitor)).toBe('HTTP/1.1 401 Unauthorized');
    expect(await headOnly('/api/marketplace', 'POST', visitor)).toBe('HTTP/1.1 401 Unauthorized');
    expect(await headOnly('/api/marketplace/999999', 'PUT', maya)).toBe('HTTP/1.1 404 Not Found');
  });
});

describe('PUT /api/marketplace/:id/status', () => {
  it('marks an item pending, sold and available again; a sold item stays listed as sold', async () => {
    const { id } = await create(maya, { title: 'Rowing machine (statusquagga)' });
    for (const status of ['pending', 'sold'] as const) {
      const res = await maya.put(`/api/marketplace/${id}/status`, { status });
      expect(res.status).toBe(200);
      expect(await parseItem(res)).toMatchObject({ id, status, canEdit: true });
    }
    expect(await viewAs(jordan, id)).toMatchObject({ status: 'sold', canEdit: false });
    expect(await listAll(visitor, '&search=statusquagga')).toEqual([
      expect.objectContaining({ id, status: 'sold' }),
    ]);
    const back = await maya.put(`/api/marketplace/${id}/status`, { status: 'available' });
    expect((await parseItem(back)).status).toBe('available');
    expect((await viewAs(visitor, id)).title).toBe('Rowing machine (statusquagga)'); // nothing else changed
  });

  it('refuses another student (403), a visitor (401), an unknown item (404) and another status (400)', async () => {
    const { id } = await create(maya);
    await expectMessage(
      await jordan.put(`/api/marketplace/${id}/status`, { status: 'sold' }),
      403,
      NOT_YOUR_ITEM,
    );
    await expectMessage(
      await visitor.put(`/api/marketplace/${id}/status`, { status: 'sold' }),
      401,
      SIGN_IN_REQUIRED,
    );
    await expectMessage(
      await maya.put('/api/marketplace/999999/status', { status: 'sold' }),
      404,
      ITEM_NOT_FOUND,
    );
    for (const status of ['deleted', 'SOLD', undefined]) {
      await expectMessage(await maya.put(`/api/marketplace/${id}/status`, { status }), 400, M.statusInvalid);
    }
    expect((await viewAs(visitor, id)).status).toBe('available');
  });
});

describe('DELETE /api/marketplace/:id', () => {
  const service = () =>
    createUploadService({
      db: server.db,
      storage: createDiskStorage(server.config.uploadDir),
      log: createLogger('silent'),
    });
  /** Makes uploads look older than the sweep's grace period. */
  const age = (urls: string[]) =>
    server.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(
        inArray(
          uploads.key,
          urls.map((u) => must(uploadKeyOf(u))),
        ),
      );
  const hasFiles = async (url: string) => {
    const key = must(uploadKeyOf(url));
    const files = new Set(await readdir(server.config.uploadDir));
    return files.has(`${key}.webp`) && files.has(`${key}-thumb.webp`);
  };

  it('erases the item, and releases its photos to the upload sweep (and an edit the photos it drops)', async () => {
    const [kept, dropped, other] = [await upload(maya, 30), await upload(maya, 60), await upload(maya, 120)];
    const { id } = await create(maya, { images: [kept, dropped] });
    const { id: otherId } = await create(maya, { images: [other] });
    await maya.put(`/api/marketplace/${otherId}`, form({ images: [] }));
    await age([kept, dropped, other]);

    const res = await del(maya, `/api/marketplace/${id}`);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ ok: true });
    expect(await server.db.select().from(marketplaceItems).where(eq(marketplaceItems.id, id))).toEqual([]);
    for (const who of [visitor, jordan, maya]) {
      await expectMessage(await who.get(`/api/marketplace/${id}`), 404, ITEM_NOT_FOUND);
      expect(ids(await listAll(who)).includes(id)).toBe(false);
    }
    await expectMessage(await del(maya, `/api/marketplace/${id}`), 404, ITEM_NOT_FOUND);

    // nothing names the photos any more: the sweep removes them (the demo items' photos, older
    // still, are referenced and stay)
    for (const url of [kept, dropped, other]) expect(await hasFiles(url)).toBe(true);
    await service().sweep();
    for (const url of [kept, dropped, other]) expect(await hasFiles(url)).toBe(false);
    const demo = await server.db
      .select({ images: marketplaceItems.images })
      .from(marketplaceItems)
      .where(
        inArray(
          marketplaceItems.title,
          SEED_ITEMS.map((i) => i.title),
        ),
      );
    const demoPhotos = demo.flatMap((i) => i.images ?? []);
    expect(demoPhotos.length).toBeGreaterThanOrEqual(SEED_ITEMS.length);
    for (const url of demoPhotos) expect(await hasFiles(url)).toBe(true);
  });

  it('keeps an item that orders name (409): the seller marks it sold instead', async () => {
    const { id } = await create(maya);
    await server.db.insert(orders).values({
      customerId: jordanId,
      providerId: mayaId,
      totalAmountCents: 9000,
      platformFeeCents: 340,
      isMarketplaceItem: true,
      marketplaceItemId: id,
      processName: 'item-purchase',
      processVersion: 1,
    });
    await expectMessage(await del(maya, `/api/marketplace/${id}`), 409, ITEM_HAS_ORDERS);
    expect((await viewAs(visitor, id)).id).toBe(id);
    const [order] = await server.db.select().from(orders).where(eq(orders.marketplaceItemId, id));
    expect(order?.marketplaceItemId).toBe(id);
  });

  it('refuses another student (403), a visitor (401) and an unknown item (404); the item stays', async () => {
    const { id } = await create(maya);
    await expectMessage(await del(jordan, `/api/marketplace/${id}`), 403, NOT_YOUR_ITEM);
    await expectMessage(await del(visitor, `/api/marketplace/${id}`), 401, SIGN_IN_REQUIRED);
    await expectMessage(await del(maya, '/api/marketplace/999999'), 404, ITEM_NOT_FOUND);
    await expectMessage(await del(maya, '/api/marketplace/abc'), 400, 'Invalid item id');
    expect((await viewAs(visitor, id)).id).toBe(id);
  });
});

/** A PUT or POST head announcing a large JSON body that never comes: the status line of the answer. */
const headOnly = (path: string, method: string, browser: Browser) =>
  sendHeadOnly(server.url, method, path, jsonHeadOf(browser));
