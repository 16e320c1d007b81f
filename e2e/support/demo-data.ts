import { gigPage, marketplaceItemPage } from '@campus/contracts';

/** The seeded demo data the journeys open pages of: every gig, the first one, a sold and an available item. */
export async function demoData(base: string) {
  const gigs = gigPage.parse(await (await fetch(`${base}/api/gigs?limit=100`)).json()).items;
  const items = marketplaceItemPage.parse(
    await (await fetch(`${base}/api/marketplace?limit=100`)).json(),
  ).items;
  const gig = gigs[0];
  const sold = items.find((i) => i.status === 'sold');
  const available = items.find((i) => i.status === 'available');
  if (!gig || !sold || !available) throw new Error('the demo data lacks a gig, a sold or an available item');
  return { gigs, gig, sold, available };
}

export type DemoData = Awaited<ReturnType<typeof demoData>>;
