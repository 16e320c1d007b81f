import { screen, within } from '@testing-library/react';
import { SERVICE_CATEGORIES } from '@campus/contracts';
import { makeTestUser, renderWithProviders, stubFetch } from '../../runtime/testing';
import { HomePage } from './HomePage';

const gig = (id: number) => ({
  id,
  title: `Gig number ${id}`,
  description: 'Help with things',
  price: 20,
  category: 'Tutoring',
  providerId: 2,
  location: null,
  status: 'active',
  createdAt: '2025-03-01T10:00:00.000Z',
  tags: [],
  imageUrl: null,
  provider: {
    id: 2,
    firstName: 'Maya',
    lastName: 'Chen',
    university: 'Arizona State University',
    rating: 4.5,
    reviewCount: 3,
  },
});

/** A GET /api/gigs reply: one page of gigs. */
const page = (items: object[], nextCursor: string | null = null) => ({ items, nextCursor });

describe('HomePage', () => {
  it('shows the visitor variant with categories, featured gigs (limit 6) and the sign-up calls', async () => {
    // A next page exists, yet the home page shows only its six (no Load more there).
    const api = stubFetch({ 'GET /api/gigs': { body: page([1, 2, 3, 4, 5, 6].map(gig), 'next-page') } });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Campus Skills Marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Find Services/ })).toHaveAttribute('href', '/gigs');
    expect(screen.getByRole('link', { name: 'Sign Up with Google' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: /Offer Your Skills/ })).not.toBeInTheDocument();

    const categories = screen.getByRole('region', { name: 'Popular Categories' });
    expect(within(categories).getAllByRole('link')).toHaveLength(SERVICE_CATEGORIES.length);
    expect(within(categories).getByRole('link', { name: 'Reliable Rides' })).toHaveAttribute(
      'href',
      '/gigs?category=Reliable%20Rides',
    );

    // The hero's category tiles are links to their category too (shown from 1024 px: jsdom applies no
    // media query, so they count as hidden here).
    const hero = screen.getByLabelText('Browse by category');
    expect(hero.tagName).toBe('UL');
    const tiles = within(hero).getAllByRole('link', { hidden: true });
    expect(tiles.map((t) => [t.textContent, t.getAttribute('href')])).toEqual(
      SERVICE_CATEGORIES.slice(0, 6).map((c) => [c, `/gigs?category=${c.replace(/ /g, '+')}`]),
    );

    expect(await screen.findByText('Gig number 6')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Featured Gigs' })).getAllByRole('article'),
    ).toHaveLength(6);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/gigs').map((r) => r.url)).toEqual(['/api/gigs?limit=6']);
    expect(screen.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/gigs');
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    const cta = screen.getByRole('region', { name: 'Join your campus marketplace' });
    expect(within(cta).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth');
    expect(within(cta).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth');
  });

  it('shows the member variant: Offer Your Skills, Browse Gigs and Create a Gig', () => {
    stubFetch({ 'GET /api/gigs': { body: page([]) } });
    renderWithProviders(<HomePage />, { user: makeTestUser() });
    expect(screen.getByRole('link', { name: /Offer Your Skills/ })).toHaveAttribute('href', '/create-gig');
    expect(screen.queryByRole('link', { name: 'Sign Up with Google' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Gigs' })).toHaveAttribute('href', '/gigs');
    expect(screen.getByRole('link', { name: 'Create a Gig' })).toHaveAttribute('href', '/create-gig');
  });

  it('says when there are no gigs, and when they fail to load', async () => {
    stubFetch({ 'GET /api/gigs': { body: page([]) } });
    const { unmount } = renderWithProviders(<HomePage />);
    expect(await screen.findByText('There are currently no gigs available')).toBeInTheDocument();
    unmount();
    stubFetch({ 'GET /api/gigs': { status: 500, body: { message: 'Internal server error' } } });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Failed to load gigs. Please try again.')).toBeInTheDocument();
  });
});
