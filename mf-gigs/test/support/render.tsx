import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders } from '@campus/shell/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrowseGigsPage from '../../src/exposes/BrowseGigsPage';
import CreateGigPage from '../../src/exposes/CreateGigPage';
import EditGigPage from '../../src/exposes/EditGigPage';
import GigDetailPage from '../../src/exposes/GigDetailPage';

/** The exposed pages as the shell routes them. */
export function renderBrowse(route = '/gigs', user: CurrentUser | null = null) {
  const result = renderWithProviders(<BrowseGigsPage />, { route, path: '/gigs', user, showLocation: true });
  return { ...result, user: userEvent.setup() };
}

export function renderDetail(route = '/gigs/1', user: CurrentUser | null = null) {
  const result = renderWithProviders(<GigDetailPage />, {
    route,
    path: '/gigs/:id',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

export function renderCreate(user: CurrentUser | null) {
  const result = renderWithProviders(<CreateGigPage />, {
    route: '/create-gig',
    path: '/create-gig',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup({ applyAccept: false }) };
}

export function renderEdit(route: string, user: CurrentUser | null) {
  const result = renderWithProviders(<EditGigPage />, {
    route,
    path: '/gigs/:id/edit',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

/** Where the router is now: the path and its query parameters. */
export function currentLocation(): { path: string; query: Record<string, string> } {
  const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** The filter panel starts collapsed (phone layout, which is what jsdom gets: no media queries). */
export async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}
