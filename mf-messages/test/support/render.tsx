import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@campus/contracts';
import { makeTestUser, renderWithProviders } from '@campus/shell/testing';
import MessagesPage from '../../src/exposes/MessagesPage';
import { ME } from './fixtures';

/** The exposed page as the shell routes it: /messages and /messages/:id. */
export function renderMessages(route = '/messages', user: CurrentUser | null = makeTestUser({ id: ME })) {
  const result = renderWithProviders(<MessagesPage />, {
    route,
    path: route === '/messages' ? '/messages' : '/messages/:id',
    user,
    showLocation: true,
  });
  return { ...result, user: userEvent.setup() };
}

/** The message box of the open conversation. */
export const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
export const sendButton = () => screen.getByRole('button', { name: 'Send' });
/** The messages shown, top to bottom. */
export const shownMessages = () =>
  screen
    .getAllByRole('listitem')
    .filter((li) => li.closest('[role="log"]'))
    .map((li) => li.querySelector('p')?.textContent?.replace(/^(You|\w+): /, '') ?? '');
