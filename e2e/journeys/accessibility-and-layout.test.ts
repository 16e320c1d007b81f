import type { AxeResults } from 'axe-core';
import { request, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { Gig } from '@campus/contracts';
import { startSmtpSink, verificationOf, type SmtpSink } from '../../backend/test/auth/smtpSink';
import { DESKTOP, PHONE, snap } from '../support/browser';
import { watchNetwork } from '../support/network';
import { productAndBrowser } from '../support/suite';
import { signInWithEmail, toastWith } from '../support/auth';
import { demoData } from '../support/demo-data';

// What a person sees in the browser: axe-core on every page (signed out, signed in, a new student),
// cards that never overflow at any width, and a product that loads its font and nothing else from
// anywhere but its own origin.

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
const suite = productAndBrowser(() => ({ SMTP_URL: sink.url }));
afterAll(() => sink?.close());

const DEMO = { email: 'maya.chen@asu.edu', password: 'campus123' };
const WIDTHS = [320, 375, 768, 1280, 1920];

/**
 * A context as a person has it. For axe (injected as a script tag), without the page's CSP: the other
 * checks keep it, so the font and every request are the ones the policy lets through.
 */
function newContext(browser: Browser, viewport = DESKTOP, { forAxe = false } = {}): Promise<BrowserContext> {
  return browser.newContext({ viewport, bypassCSP: forAxe, reducedMotion: 'reduce' });
}

async function newPageIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

interface Found {
  page: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core's serious and critical violations on the page as it is now (after the page settled). */
async function axeViolations(page: Page, label: string): Promise<Found[]> {
  await page.waitForLoadState('networkidle');
  await page.addScriptTag({ path: require.resolve('axe-core') });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run(ctx: Document, options: object): Promise<AxeResults> } }).axe.run(
      document,
      { resultTypes: ['violations'] },
    ),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.map((n) => `${n.html.slice(0, 160)}: ${n.failureSummary ?? ''}`),
    }));
}

/** Waits for the toast titled `title` and keeps it open (a pointer over it pauses its timer). */
async function holdToast(page: Page, title: string): Promise<void> {
  await toastWith(page, title);
  await page
    .getByRole('region', { name: /Notifications/ })
    .getByText(title)
    .hover();
}

interface Stop {
  path: string;
  /** Text of a heading (or of an element) that shows the page has rendered its content. */
  ready: string | RegExp;
  by?: 'heading' | 'text';
}

async function visit(page: Page, base: string, stop: Stop): Promise<void> {
  await page.goto(`${base}${stop.path}`);
  const target =
    stop.by === 'text'
      ? page.getByText(stop.ready).first()
      : page.getByRole('heading', { name: stop.ready }).first();
  await target.waitFor();
}

async function auditAll(page: Page, base: string, stops: Stop[], prefix: string): Promise<Found[]> {
  const found: Found[] = [];
  for (const stop of stops) {
    await visit(page, base, stop);
    found.push(...(await axeViolations(page, `${prefix} ${stop.path}`)));
  }
  return found;
}

/**
 * Another demo student (Jordan) writes `count` messages to the demo student (Maya, the provider of
 * `gigs`), so her unread count is real: returns their conversation's id.
 */
async function messagesToDemo(base: string, gigs: Gig[], count: number): Promise<number> {
  const mayaId = gigs.find((g) => g.provider?.firstName === 'Maya')?.providerId;
  if (mayaId === undefined) throw new Error('the demo data lacks a gig of Maya');
  const api = await request.newContext({ baseURL: base });
  try {
    const login = await api.post('/api/login', {
      data: { email: 'jordan.alvarez@asu.edu', password: DEMO.password },
    });
    expect(login.ok()).toBe(true);
    const opened = await api.post('/api/conversations', { data: { userId: mayaId } });
    expect(opened.ok()).toBe(true);
    const { id } = (await opened.json()) as { id: number };
    for (let i = 1; i <= count; i++) {
      const sent = await api.post('/api/messages', {
        data: { conversationId: id, content: `Question ${i}: is https://example.edu/notes up to date?` },
      });
      expect(sent.status()).toBe(201);
    }
    return id;
  } finally {
    await api.dispose();
  }
}

/** Pages every visitor can open, with the states that show alerts (missing gig, missing item). */
function publicStops(
  gig: Gig,
  sold: { id: number; title: string },
  available: { id: number; title: string },
) {
  return [
    { path: '/', ready: 'Campus Skills Marketplace' },
    { path: '/gigs', ready: 'Browse Gigs' },
    { path: `/gigs/${gig.id}`, ready: gig.title },
    { path: '/gigs/999999', ready: 'Gig not found. It may have been removed.', by: 'text' },
    { path: '/marketplace', ready: 'Campus Marketplace' },
    { path: `/marketplace/${sold.id}`, ready: sold.title },
    { path: `/marketplace/${available.id}`, ready: available.title },
    { path: '/marketplace/999999', ready: 'Item Not Found' },
    { path: '/verify-email', ready: 'Verify your email' },
    { path: '/verify-email?token=not-a-real-token', ready: 'Verification failed', by: 'text' },
    { path: '/terms-of-service', ready: 'Terms of Service' },
    { path: '/privacy-policy', ready: 'Privacy Policy' },
    { path: '/no-such-page', ready: '404 Page Not Found' },
  ] satisfies Stop[];
}

test('axe-core finds no serious or critical violation on any page, signed out and signed in', async () => {
  const base = suite.product.url;
  const { gigs, gig, sold, available } = await demoData(base);
  const found: Found[] = [];

  // Signed out, desktop.
  const visitor = await newContext(suite.browser, DESKTOP, { forAxe: true });
  const page = await newPageIn(visitor);
  found.push(...(await auditAll(page, base, publicStops(gig, sold, available), 'visitor')));
  // The sign-in screen, its field errors and a destructive toast.
  await visit(page, base, { path: '/auth', ready: 'Welcome to Campus Skills Marketplace' });
  found.push(...(await axeViolations(page, 'visitor /auth')));
  const form = page.getByRole('form', { name: 'Sign in with e-mail' });
  await form.getByRole('button', { name: 'Sign in with e-mail' }).click();
  await form
    .getByText(/enter|required|valid/i)
    .first()
    .waitFor();
  found.push(...(await axeViolations(page, 'visitor /auth (field errors)')));
  await signInWithEmail(page, 'nobody.here@asu.edu', 'not-the-password');
  await holdToast(page, 'Login failed');
  found.push(...(await axeViolations(page, 'visitor /auth (destructive toast)')));
  await visitor.close();

  // Signed out, phone: the menu button and the open menu.
  const phoneVisitor = await newContext(suite.browser, PHONE, { forAxe: true });
  const phonePage = await newPageIn(phoneVisitor);
  await visit(phonePage, base, { path: '/', ready: 'Campus Skills Marketplace' });
  found.push(...(await axeViolations(phonePage, 'visitor phone /')));
  await phonePage.getByRole('button', { name: /menu/i }).click();
  await phonePage.getByRole('dialog', { name: 'Menu' }).waitFor();
  found.push(...(await axeViolations(phonePage, 'visitor phone / (menu open)')));
  await phoneVisitor.close();

  // Signed in (the demo student), desktop, with 3 unread messages: the navbar's badge, the conversation
  // list with '3 new' and the open conversation (which reads them).
  const conversationId = await messagesToDemo(base, gigs, 3);
  const member = await newContext(suite.browser, DESKTOP, { forAxe: true });
  const memberPage = await newPageIn(member);
  await memberPage.goto(`${base}/auth`);
  await signInWithEmail(memberPage, DEMO.email, DEMO.password);
  await holdToast(memberPage, 'Welcome back!');
  found.push(...(await axeViolations(memberPage, 'member / (welcome toast)')));
  found.push(
    ...(await auditAll(
      memberPage,
      base,
      [
        ...publicStops(gig, sold, available),
        { path: '/profile', ready: 'My Profile' },
        { path: '/profile?tab=orders', ready: 'My Profile' },
        { path: '/profile?tab=gigs', ready: 'My Gigs' },
        { path: '/create-gig', ready: 'Create a New Gig' },
        { path: '/marketplace/create', ready: 'List an Item for Sale' },
        { path: '/messages', ready: 'Select a conversation' },
        { path: `/messages/${conversationId}`, ready: 'Jordan Alvarez' },
        { path: `/checkout/${gig.id}`, ready: 'Complete Your Booking' },
      ],
      'member',
    )),
  );
  await memberPage.goto(`${base}/profile`);
  await memberPage.getByRole('button', { name: 'Edit Profile' }).click();
  await memberPage.getByRole('form', { name: 'Edit Profile' }).waitFor();
  found.push(...(await axeViolations(memberPage, 'member /profile (editing)')));
  await member.close();

  // Signed in, phone: the unread count on the menu button (3 more messages: the desktop visit read the
  // first ones), and the open menu.
  await messagesToDemo(base, gigs, 3);
  const phoneMember = await newContext(suite.browser, PHONE, { forAxe: true });
  const phoneMemberPage = await newPageIn(phoneMember);
  await phoneMemberPage.goto(`${base}/auth`);
  await signInWithEmail(phoneMemberPage, DEMO.email, DEMO.password);
  await toastWith(phoneMemberPage, 'Welcome back!');
  await visit(phoneMemberPage, base, { path: '/', ready: 'Campus Skills Marketplace' });
  const toggle = phoneMemberPage.getByRole('button', { name: /menu/i });
  await phoneMemberPage.getByRole('button', { name: 'Open menu, 3 unread messages' }).waitFor();
  expect(await toggle.innerText()).toContain('3');
  found.push(...(await axeViolations(phoneMemberPage, 'member phone /')));
  await toggle.click();
  await phoneMemberPage.getByRole('dialog', { name: 'Menu' }).waitFor();
  found.push(...(await axeViolations(phoneMemberPage, 'member phone / (menu open)')));
  await phoneMember.close();

  expect(found).toEqual([]);
}, 300_000);

test("axe-core finds no serious or critical violation on a new student's profile completion", async () => {
  const base = suite.product.url;
  const email = `sam.${Date.now().toString(36)}@asu.edu`;
  const password = 'sun-devil-42';
  const api = await request.newContext({ baseURL: base });
  const registered = await api.post('/api/register', {
    data: { email, password, firstName: 'Sam', lastName: 'Ortiz' },
  });
  expect(registered.ok()).toBe(true);
  await api.dispose();
  const { link } = verificationOf(await sink.waitFor(email));

  const context = await newContext(suite.browser, DESKTOP, { forAxe: true });
  const page = await newPageIn(context);
  await page.goto(link);
  await page.getByRole('heading', { name: 'Email Verified!' }).waitFor();
  await page.goto(`${base}/auth`);
  await signInWithEmail(page, email, password);
  await page.waitForURL('**/profile-completion', { timeout: 10_000 });
  await page.getByRole('form', { name: 'Complete Your Profile' }).waitFor();
  const found = await axeViolations(page, 'new student /profile-completion');
  await context.close();
  expect(found).toEqual([]);
});

/** Every card in `main` whose content leaves its box: scrolled-over content, or a child outside it. */
function overflowingCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = Array.from(document.querySelectorAll<HTMLElement>('main article'));
    for (const card of cards) {
      const name = card.querySelector('h3')?.textContent ?? card.getAttribute('aria-labelledby') ?? '?';
      if (card.scrollWidth > card.clientWidth)
        problems.push(`${name}: scrollWidth ${card.scrollWidth} > clientWidth ${card.clientWidth}`);
      const box = card.getBoundingClientRect();
      for (const child of Array.from(card.querySelectorAll<HTMLElement>('*'))) {
        const r = child.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
          problems.push(
            `${name}: <${child.tagName.toLowerCase()}> "${(child.textContent ?? '').slice(0, 30)}" spans ${Math.round(r.left)}-${Math.round(r.right)}, card ${Math.round(box.left)}-${Math.round(box.right)}`,
          );
        const style = getComputedStyle(child);
        if (
          style.overflowX === 'visible' &&
          child.clientWidth > 0 &&
          child.scrollWidth > child.clientWidth + 1
        )
          problems.push(`${name}: <${child.tagName.toLowerCase()}> content overflows its own box`);
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`page: scrollWidth ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    return problems;
  });
}

test('no gig or item card overflows at any width from 320 to 1920 px, in Inter or a fallback font', async () => {
  const base = suite.product.url;
  const { gigs } = await demoData(base);
  const longest = [...gigs].sort((a, b) => b.category.length - a.category.length)[0];
  expect(longest?.category).toBe('Homework Helper');
  const problems: string[] = [];
  // The fallback font is what a person sees until Inter arrives (font-display: swap), and it is wider.
  for (const font of ['Inter', 'fallback font']) {
    const context = await newContext(suite.browser);
    if (font !== 'Inter') await context.route('**/*.woff2', (route) => route.abort());
    const page = await newPageIn(context);
    const network = watchNetwork(page);
    // each page loaded once, then laid out at each width (a resize lays it out anew, as a load would)
    for (const path of ['/', '/gigs', '/gigs?category=Homework%20Helper', '/marketplace']) {
      network.reset();
      await page.goto(`${base}${path}`);
      await page.getByRole('main').getByRole('article').first().waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await network.settled();
        problems.push(...(await overflowingCards(page)).map((p) => `${font} ${width}px ${path}: ${p}`));
      }
    }
    await context.close();
  }
  expect(problems).toEqual([]);
}, 180_000);

test('Inter is served by the product and no request leaves its origin', async () => {
  const base = suite.product.url;
  const origin = new URL(base).origin;
  const { gig } = await demoData(base);
  const context = await newContext(suite.browser);
  const elsewhere: string[] = [];
  const fonts: string[] = [];
  context.on('request', (r) => {
    const url = r.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== origin) elsewhere.push(url);
    if (r.resourceType() === 'font') fonts.push(url);
  });
  const page = await newPageIn(context);
  const shots: [string, string][] = [
    ['/', 'home'],
    ['/gigs', 'gigs'],
    ['/marketplace', 'marketplace'],
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    for (const [path, name] of shots) {
      await page.goto(`${base}${path}`);
      await page.getByRole('main').getByRole('article').first().waitFor();
      await page.waitForLoadState('networkidle');
      await snap(page, `${name}-${viewport.width}`);
    }
  }
  await page.goto(`${base}/gigs/${gig.id}`);
  await page.getByRole('heading', { name: gig.title }).waitFor();
  await page.goto(`${base}/auth`);
  await signInWithEmail(page, DEMO.email, DEMO.password);
  await toastWith(page, 'Welcome back!');
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.goto(`${base}/profile?tab=gigs`);
    await page.getByRole('link', { name: 'Create New Gig' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, `profile-${viewport.width}`);
  }

  const inter = await page.evaluate(async () => {
    await document.fonts.ready;
    const faces = Array.from(document.fonts).filter((f) => f.family.replace(/["']/g, '') === 'Inter');
    return {
      loaded: faces.filter((f) => f.status === 'loaded').length,
      regular: document.fonts.check('400 16px Inter'),
      bold: document.fonts.check('800 16px Inter'),
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  });
  await context.close();

  expect(elsewhere).toEqual([]);
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url).toMatch(new RegExp(`^${origin}/assets/inter-latin-[\\w.-]+\\.woff2$`));
  expect(inter.bodyFont).toMatch(/^Inter,/);
  expect(inter.loaded).toBeGreaterThan(0);
  expect(inter.regular && inter.bold).toBe(true);
}, 120_000);
