import { screen, within } from '@testing-library/react';
import { SERVICE_CATEGORIES } from '@campus/contracts';
import { gigPage, makeGig } from './support/fixtures';
import { restoreNetwork, serveApi } from '@campus/testkit';
import { renderBrowse } from './support/render';

afterEach(restoreNetwork);

const longDescription =
  'I help first-year students with calculus: limits, derivatives, integrals and series, with worked examples and practice sheets every week.';

/** The cards as the browse page shows them (the card itself is @campus/ui's GigCard, shared with the home page). */
async function renderCards() {
  serveApi({
    'GET /api/categories': { body: [...SERVICE_CATEGORIES] },
    'GET /api/gigs': {
      body: gigPage([
        makeGig({ id: 42, title: 'Calculus tutoring', description: longDescription, price: 25 }),
        makeGig({
          id: 43,
          title: 'Portrait photos',
          category: 'Photography',
          description: 'Short and sweet.',
          price: 40.5,
          provider: {
            id: 9,
            firstName: 'Leo',
            lastName: 'Garcia',
            university: 'UCLA',
            rating: 3,
            reviewCount: 2,
          },
        }),
      ]),
    },
  });
  renderBrowse();
  return screen.findAllByRole('article');
}

describe('Gig card', () => {
  it('cuts the description at 100 characters and adds an ellipsis', async () => {
    const [card] = await renderCards();
    const card1 = within(card as HTMLElement);
    expect(card1.getByText(`${longDescription.slice(0, 100)}...`)).toBeInTheDocument();
    expect(card1.queryByText(longDescription)).not.toBeInTheDocument();
  });

  it('keeps a short description whole', async () => {
    const [, card] = await renderCards();
    expect(within(card as HTMLElement).getByText('Short and sweet.')).toBeInTheDocument();
  });

  it('shows category, the hourly price, the title and the category initial placeholder', async () => {
    const [first, second] = await renderCards();
    const card = within(first as HTMLElement);
    expect(card.getByRole('heading', { name: 'Calculus tutoring' })).toBeInTheDocument();
    expect(card.getByText('Tutoring')).toBeInTheDocument();
    expect(card.getByText('$25.00/hr')).toBeInTheDocument();
    expect(card.getByText('T')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('$40.50/hr')).toBeInTheDocument();
  });

  it('shows the provider initials, full name, star rating and review count', async () => {
    const [first, second] = await renderCards();
    const card = within(first as HTMLElement);
    expect(card.getByText('MP')).toBeInTheDocument();
    expect(card.getByText('Maya Patel')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(card.getByText('(12)')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByRole('img', { name: 'Rated 3 out of 5' })).toBeInTheDocument();
  });

  it("shows the gig's photo as its thumbnail, with its size and alt text, in place of the initial", async () => {
    const key = '56'.repeat(32);
    serveApi({
      'GET /api/categories': { body: [...SERVICE_CATEGORIES] },
      'GET /api/gigs': {
        body: gigPage([
          makeGig({ id: 1, title: 'With a photo', imageUrl: `/uploads/${key}.webp` }),
          ...Array.from({ length: 3 }, (_, i) =>
            makeGig({ id: i + 2, title: `Photo ${i + 2}`, imageUrl: `/uploads/${key}.webp` }),
          ),
        ]),
      },
    });
    renderBrowse();
    const cards = await screen.findAllByRole('article');
    const photo = within(cards[0] as HTMLElement).getByRole('img', { name: 'With a photo' });
    expect(photo).toHaveAttribute('src', `/uploads/${key}-thumb.webp`);
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '320');
    expect(photo).toHaveAttribute('decoding', 'async');
    expect(within(cards[0] as HTMLElement).queryByText('T')).not.toBeInTheDocument();
    // The first row loads at once, the cards below it when scrolled near.
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(within(cards[3] as HTMLElement).getByRole('img', { name: 'Photo 4' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('links View Details to the gig', async () => {
    const [first, second] = await renderCards();
    expect(within(first as HTMLElement).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/gigs/42',
    );
    expect(within(second as HTMLElement).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/gigs/43',
    );
  });
});
