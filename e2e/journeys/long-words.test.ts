import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { gigPage, reviewList, type Gig } from '@campus/contracts';
import { DESKTOP, PHONE, snap } from '../support/browser';
import { bookThroughApi } from '../support/checkout';
import { productAndBrowser } from '../support/suite';

// Pages that hold any text: every user field filled with one unbroken word as long as the field takes
// (2,000 characters where it takes that many: a bio, a message, a review; the longest a name, a title or a
// tag may be elsewhere), and every page that shows user text, for the customer and the provider, at phone
// and desktop width: no page is ever wider than the window (document scrollWidth <= innerWidth).

const suite = productAndBrowser();

const PASSWORD = 'campus123';
const MAYA = 'maya.chen@asu.edu';
const JORDAN = 'jordan.alvarez@asu.edu';

/** One word of `length` characters with no break opportunity in it, starting with `label`. */
function word(label: string, length: number): string {
  const filler = 'Pneumonoultramicroscopicsilicovolcanoconiosis';
  return (label + filler.repeat(Math.ceil(length / filler.length))).slice(0, length);
}
/** A long URL (no space, no break opportunity a browser takes in a URL). */
const url = (length: number) => `https://example.edu/${word('path', length - 20)}`;

interface Stop {
  path: string;
  /** Text the page shows once it has drawn the user's text. */
  ready: string;
}

async function signIn(context: BrowserContext, base: string, email: string): Promise<APIRequestContext> {
  const api = context.request;
  const res = await api.post(`${base}/api/login`, {
    headers: { origin: base },
    data: { email, password: PASSWORD },
  });
  if (!res.ok()) throw new Error(`login ${email}: ${res.status()} ${await res.text()}`);
  return api;
}

async function send(
  api: APIRequestContext,
  base: string,
  method: 'post' | 'put',
  path: string,
  data: object,
): Promise<unknown> {
  const res = await api[method](`${base}${path}`, { headers: { origin: base }, data });
  if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

/** Every user field of a profile, each one long word (the university is one of the list's). */
function longProfile(who: string) {
  return {
    firstName: word(`${who}First`, 80),
    lastName: word(`${who}Last`, 80),
    university: 'Arizona State University',
    bio: url(2000),
    phoneNumber: word('555', 40),
    skills: [word(`${who}SkillA`, 60), word(`${who}SkillB`, 60)],
  };
}

/** Overflow of the page as it is now: the document wider than the window, and the widest offenders. */
function pageOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(
        ({ el, right }) =>
          `<${el.tagName.toLowerCase()} class="${el.className.toString().slice(0, 40)}"> "${(el.textContent ?? '').slice(0, 24)}" to ${Math.round(right)}`,
      );
    return `scrollWidth ${scrollWidth} > ${width}: ${wide.join('; ')}`;
  });
}

test('every page that shows user text keeps a 2,000-character word inside the window, at 375 and 1280 px', async () => {
  const base = suite.product.url;
  const maya = await suite.browser.newContext({ viewport: DESKTOP });
  const jordan = await suite.browser.newContext({ viewport: DESKTOP });
  try {
    const mayaApi = await signIn(maya, base, MAYA);
    const jordanApi = await signIn(jordan, base, JORDAN);
    const mayaProfile = longProfile('Maya');
    const jordanProfile = longProfile('Jordan');
    await send(mayaApi, base, 'put', '/api/profile', mayaProfile);
    await send(jordanApi, base, 'put', '/api/profile', jordanProfile);

    // The provider's gig and item, every text field one word.
    const gigTitle = word('GigTitle', 120);
    const { id: gigId } = (await send(mayaApi, base, 'post', '/api/gigs', {
      title: gigTitle,
      description: word('GigDescription', 2000),
      price: 25,
      category: 'Tutoring',
      location: word('GigLocation', 200),
      tags: [word('TagOne', 40), word('TagTwo', 40)],
    })) as { id: number };
    const itemTitle = word('ItemTitle', 120);
    const { id: itemId } = (await send(mayaApi, base, 'post', '/api/marketplace', {
      title: itemTitle,
      description: url(2000),
      price: 12.5,
      category: 'Textbooks',
      condition: 'Good',
      location: word('ItemLocation', 200),
    })) as { id: number };

    // A conversation about it, a booking of it, and a review with its reply on Maya's first demo gig.
    const { id: conversationId } = (await send(jordanApi, base, 'post', '/api/conversations', {
      userId: (
        gigPage
          .parse(await (await fetch(`${base}/api/gigs?limit=100`)).json())
          .items.find((g) => g.id === gigId) as Gig
      ).providerId,
    })) as { id: number };
    const message = word('Message', 2000);
    await send(jordanApi, base, 'post', '/api/messages', { conversationId, content: message });
    await send(mayaApi, base, 'post', '/api/messages', { conversationId, content: url(2000) });
    const jordanPage = await jordan.newPage();
    const orderId = await bookThroughApi(jordanPage, base, gigId);
    await jordanPage.close();
    const demoGig = gigPage
      .parse(await (await fetch(`${base}/api/gigs?limit=100`)).json())
      .items.find((g) => g.provider?.firstName === mayaProfile.firstName && g.id !== gigId);
    if (!demoGig) throw new Error('Maya has no demo gig');
    const reviews = reviewList.parse(await (await fetch(`${base}/api/gigs/${demoGig.id}/reviews`)).json());
    const jordansReview = reviews.find((r) => r.reviewer?.firstName === jordanProfile.firstName);
    if (!jordansReview) throw new Error("Jordan has no review of Maya's demo gig");
    const comment = word('ReviewComment', 2000);
    await send(jordanApi, base, 'put', `/api/reviews/${jordansReview.id}`, { rating: 4, comment });
    await send(mayaApi, base, 'post', `/api/reviews/${jordansReview.id}/reply`, {
      reply: word('Reply', 2000),
    });

    const everyone: Stop[] = [
      { path: '/', ready: gigTitle.slice(0, 30) },
      { path: '/gigs', ready: gigTitle.slice(0, 30) },
      { path: `/gigs/${gigId}`, ready: mayaProfile.bio.slice(0, 30) },
      { path: `/gigs/${demoGig.id}`, ready: comment.slice(0, 30) },
      { path: '/marketplace', ready: itemTitle.slice(0, 30) },
      { path: `/marketplace/${itemId}`, ready: itemTitle.slice(0, 30) },
      { path: `/messages/${conversationId}`, ready: message.slice(0, 30) },
      { path: '/messages', ready: mayaProfile.firstName.slice(0, 10) },
      { path: `/orders/${orderId}`, ready: gigTitle.slice(0, 30) },
      { path: '/profile', ready: 'My Profile' },
      { path: '/profile?tab=orders', ready: gigTitle.slice(0, 30) },
      { path: '/profile?tab=dashboard', ready: gigTitle.slice(0, 30) },
    ];
    const stops: [string, BrowserContext, Stop[]][] = [
      ['customer', jordan, [...everyone, { path: `/checkout/${gigId}`, ready: gigTitle.slice(0, 30) }]],
      ['provider', maya, [...everyone, { path: '/profile?tab=gigs', ready: gigTitle.slice(0, 30) }]],
    ];

    const problems: string[] = [];
    for (const [who, context, list] of stops) {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        for (const stop of list) {
          await page.goto(`${base}${stop.path}`, { waitUntil: 'networkidle' });
          await page.getByText(stop.ready).first().waitFor({ state: 'attached' });
          await page.evaluate(() => document.fonts.ready);
          const overflow = await pageOverflow(page);
          if (overflow) {
            problems.push(`${who} ${viewport.width}px ${stop.path}: ${overflow}`);
            await snap(page, `long-words-${who}-${viewport.width}-${stop.path.replace(/\W+/g, '_')}`);
          }
        }
      }
      await page.close();
    }
    expect(problems).toEqual([]);
  } finally {
    await maya.close();
    await jordan.close();
  }
}, 300_000);
