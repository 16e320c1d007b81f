import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders } from '@campus/shell/testing';
import CreateItemPage from '../exposes/CreateItemPage';
import EditItemPage from '../exposes/EditItemPage';
import ItemDetailPage from '../exposes/ItemDetailPage';
import MarketplacePage from '../exposes/MarketplacePage';

function renderAt(page: ReactElement, route: string, path: string, user: CurrentUser | null) {
  const result = renderWithProviders(page, { route, path, user, showLocation: true });
  // applyAccept off: a test may pick a file the input's `accept` would hide (refused by the control).
  return { ...result, user: userEvent.setup({ applyAccept: false }) };
}

/** The exposed pages as the shell routes them. */
export const renderList = (route = '/marketplace', user: CurrentUser | null = null) =>
  renderAt(<MarketplacePage />, route, '/marketplace', user);

export const renderDetail = (route = '/marketplace/1', user: CurrentUser | null = null) =>
  renderAt(<ItemDetailPage />, route, '/marketplace/:itemId', user);

export const renderCreate = (user: CurrentUser | null) =>
  renderAt(<CreateItemPage />, '/marketplace/create', '/marketplace/create', user);

export const renderEdit = (route: string, user: CurrentUser | null) =>
  renderAt(<EditItemPage />, route, '/marketplace/edit/:itemId', user);

/** Where the router is now: the path and its query parameters. */
export function currentLocation(): { path: string; query: Record<string, string> } {
  const url = new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

/** The filter panel starts collapsed (the phone layout: jsdom has no media queries). */
export async function openFilters(user: ReturnType<typeof userEvent.setup>) {
  const toggle = screen.getByRole('button', { name: /^Filters/ });
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}
