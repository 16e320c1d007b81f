import { newPage, snap } from '../support/browser';
import { productAndBrowser } from '../support/suite';

const suite = productAndBrowser();

test('a remote that cannot load shows the error panel while the navbar keeps working', async () => {
  const page = await newPage(suite.browser);
  await page.route('**/mf/mf-gigs/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${suite.product.url}/gigs`);
  const main = page.getByRole('main');
  // Each file of the remote is asked for a bounded number of times, then the panel offers a reload.
  await main.getByRole('button', { name: 'Reload' }).waitFor();
  await snap(page, 'broken-remote');

  // The shell itself still works: home renders, the navbar navigates.
  await page.getByRole('navigation').getByRole('link', { name: 'Home' }).first().click();
  await page.getByRole('heading', { name: 'Campus Skills Marketplace' }).waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Browse Gigs' }).first().click();
  await main.getByRole('button', { name: 'Reload' }).waitFor();

  // Once the remote is reachable again, 'Reload' brings the page back.
  await page.unroute('**/mf/mf-gigs/**');
  await main.getByRole('button', { name: 'Reload' }).click();
  await main.getByRole('link', { name: 'View Details' }).first().waitFor();
});

test('an unknown address shows the not-found page', async () => {
  const page = await newPage(suite.browser);
  const res = await page.goto(`${suite.product.url}/no/such/page`);
  // the server knows the routes too: the app's 404 page, answered 404 (for crawlers and link checkers)
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  await page.getByText('Did you forget to add the page to the router?').waitFor();
  await page.getByRole('navigation').getByRole('link', { name: 'Browse Gigs' }).first().waitFor();
});
