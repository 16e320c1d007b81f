import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@campus/contracts';
import { renderWithProviders, stubFetch } from '@campus/shell/testing';
import ProfilePage from '../ProfilePage';
import { user } from '../../../test/users';

const start = user({ skills: ['Calculus'], bio: 'Old bio', phoneNumber: null });

async function openEditor() {
  renderWithProviders(<ProfilePage />, { route: '/profile', path: '/profile', user: start });
  await userEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('form', { name: 'Edit Profile' });
}

afterEach(() => localStorage.clear());

describe('Profile tab (edit)', () => {
  it('saves with parsed skills, refetches the user and leaves edit mode', async () => {
    let saved: CurrentUser = start;
    const net = stubFetch({
      'PUT /api/profile': ({ body }) => {
        saved = { ...start, ...(body as Partial<CurrentUser>) };
        return { body: saved };
      },
      'GET /api/me': () => ({ body: saved }),
    });
    await openEditor();
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Skills' })).toHaveValue('Calculus');
    expect(screen.getByRole('combobox', { name: /University/ })).toHaveValue('Arizona State University');

    await userEvent.clear(screen.getByRole('textbox', { name: 'Skills' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Skills' }), ' React , ,Node.js,  ');
    await userEvent.clear(screen.getByLabelText(/Bio/));
    await userEvent.type(screen.getByLabelText(/Bio/), 'New bio');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your profile has been updated successfully.')).toBeInTheDocument();
    expect(net.calls('PUT /api/profile')[0]?.body).toEqual({
      firstName: 'Jordan',
      lastName: 'Lee',
      university: 'Arizona State University',
      phoneNumber: null,
      bio: 'New bio',
      skills: ['React', 'Node.js'],
    });
    await waitFor(() => expect(net.calls('GET /api/me')).toHaveLength(1));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('React')).toBeInTheDocument();
    expect(screen.getByText('Node.js')).toBeInTheDocument();
    expect(screen.getByText('New bio')).toBeInTheDocument();
  });

  it('Cancel closes the form without a request and keeps the old values', async () => {
    const net = stubFetch({});
    await openEditor();
    await userEvent.type(screen.getByLabelText(/Bio/), ' changed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Old bio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(net.calls('PUT /api/profile')).toEqual([]);
  });

  it('shows the validation messages from contracts', async () => {
    const net = stubFetch({});
    await openEditor();
    await userEvent.clear(screen.getByLabelText(/First name/));
    await userEvent.clear(screen.getByLabelText(/Last name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(net.calls('PUT /api/profile')).toEqual([]);
    // Typing into a field clears its message.
    await userEvent.type(screen.getByLabelText(/First name/), 'J');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
  });

  it("shows 'Update failed' with the server message and stays in edit mode", async () => {
    stubFetch({ 'PUT /api/profile': { status: 400, body: { message: 'Bio is too long', issues: [] } } });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Update failed');
    expect(toast).toHaveTextContent('Bio is too long');
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('falls back to the generic failure text', async () => {
    stubFetch({ 'PUT /api/profile': { status: 500 } });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Update failedFailed to update profile. Please try again.',
    );
  });

  it("shows 'Saving...' while the request is pending", async () => {
    type Answer = { status?: number; body?: unknown };
    let answer: (r: Answer) => void = () => undefined;
    stubFetch({ 'PUT /api/profile': () => new Promise<Answer>((resolve) => (answer = resolve)) });
    await openEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    answer({ status: 500, body: { message: 'down' } });
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
