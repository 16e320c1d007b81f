import { gigPage } from '@campus/contracts';
import { main, newPage, PHONE, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';
import { eventually } from '../support/eventually';

const suite = productAndBrowser();

function pricesOnCards(texts: string[]): number[] {
  return texts.map((t) => Number(/\$(\d+(?:\.\d+)?)\/hr/.exec(t)?.[1]));
}

test('a visitor goes home -> browse -> filters -> search -> gig detail -> booking asks to sign in', async () => {
  const page = await newPage(suite.browser);
  await page.goto(suite.product.url);
  await page.getByRole('heading', { name: 'Campus Skills Marketplace' }).waitFor();
  await snap(page, 'home-desktop');

  await main(page).getByRole('link', { name: 'Find Services' }).click();
  await page.waitForURL('**/gigs');
  await page.getByRole('heading', { name: 'Browse Gigs' }).waitFor();
  await main(page).getByRole('link', { name: 'View Details' }).first().waitFor();
  const all = await main(page).getByRole('link', { name: 'View Details' }).count();
  expect(all).toBeGreaterThan(6);

  // Category chip: the URL carries it and only that category is listed.
  await main(page).getByRole('button', { name: 'Tutoring', exact: true }).click();
  await page.waitForURL(/category=Tutoring/);
  const tutoringPage = gigPage.parse(
    await (await fetch(`${suite.product.url}/api/gigs?category=Tutoring`)).json(),
  );
  // One page holds every Tutoring gig of the demo data, so the page shows them all (no Load more).
  expect(tutoringPage.nextCursor).toBeNull();
  const tutoringApi = tutoringPage.items;
  expect(tutoringApi.length).toBeGreaterThan(0);
  expect(await eventually(() => main(page).getByRole('article').count(), tutoringApi.length)).toBe(
    tutoringApi.length,
  );
  for (const text of await main(page).getByRole('article').allInnerTexts())
    expect(text).toContain('Tutoring');

  // Price filter: min and max inputs, applied, written to the URL, every card inside the range.
  await main(page).getByLabel('Min ($)').fill('10');
  await main(page).getByLabel('Max ($)').fill('40');
  await main(page).getByRole('button', { name: 'Apply Price Filter' }).click();
  await page.waitForURL(/minPrice=10/);
  expect(page.url()).toMatch(/maxPrice=40/);
  const expected = tutoringApi.filter((g) => g.price >= 10 && g.price <= 40);
  expect(await eventually(() => main(page).getByRole('article').count(), expected.length)).toBe(
    expected.length,
  );
  await main(page).getByText('Active Filters').waitFor();
  const cardTexts = await main(page).getByRole('article').allInnerTexts();
  for (const price of pricesOnCards(cardTexts)) {
    expect(price).toBeGreaterThanOrEqual(10);
    expect(price).toBeLessThanOrEqual(40);
  }

  // Clear all, then search for a word of a real gig's title.
  await main(page).getByRole('button', { name: 'Clear all' }).click();
  await page.waitForURL((u) => !u.search.includes('category'));
  const [target] = tutoringApi;
  if (!target) throw new Error('the demo data has no Tutoring gig');
  const word = target.title.split(/\s+/).find((w) => w.length > 4) ?? target.title;
  await main(page).getByRole('searchbox').fill(word);
  await main(page).getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await main(page).getByRole('heading', { name: target.title }).waitFor();
  await snap(page, 'browse-filtered-desktop');

  // Gig detail and the visitor's booking click.
  await main(page)
    .getByRole('article')
    .filter({ hasText: target.title })
    .getByRole('link', { name: 'View Details' })
    .click();
  await page.waitForURL(`**/gigs/${target.id}`);
  await page.getByRole('heading', { name: target.title, level: 1 }).waitFor();
  await main(page).getByText('About the Provider').waitFor();
  await main(page).getByText('Contact information is only shared after booking').waitFor();
  await snap(page, 'gig-detail-desktop');
  await main(page).getByRole('button', { name: 'Book with Secure Escrow' }).click();
  await page.waitForURL('**/auth?**');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/checkout/${target.id}`);
});

test('on a phone the filters collapse behind a button with a count badge and the menu slides out', async () => {
  const page = await newPage(suite.browser, PHONE);
  await page.goto(`${suite.product.url}/gigs?category=Design&minPrice=5`);
  await page.getByRole('heading', { name: 'Browse Gigs' }).waitFor();
  const toggle = main(page).getByRole('button', { name: /filters/i });
  await toggle.waitFor();
  expect(await toggle.innerText()).toMatch(/2/);
  await expect(main(page).getByRole('button', { name: 'Apply Price Filter' }).isVisible()).resolves.toBe(
    false,
  );
  await toggle.click();
  await main(page).getByRole('button', { name: 'Apply Price Filter' }).waitFor({ state: 'visible' });
  await snap(page, 'browse-phone-filters-open');

  await page.getByRole('button', { name: /menu/i }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: 'Marketplace', exact: true })
    .waitFor({ state: 'visible' });
  await snap(page, 'phone-menu-open');
});
