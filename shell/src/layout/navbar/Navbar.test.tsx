import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeLiveStream, makeTestUser, renderWithProviders, stubFetch } from '../../runtime/testing';
import { Navbar } from './Navbar';
import { setRemoteManifest } from '../../federation/manifest';
import { TEST_MANIFEST } from '../../federation/testManifest';

beforeEach(() => setRemoteManifest(TEST_MANIFEST));

describe('Navbar', () => {
  it("shows the shell's own entry until the manifest is known, then the remotes' entries", async () => {
    setRemoteManifest(null);
    stubFetch({ 'GET /api/remotes': { body: TEST_MANIFEST } });
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Home']);
    expect(await within(nav).findByRole('link', { name: 'Browse Gigs' })).toHaveAttribute('href', '/gigs');
    expect(within(nav).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
  });

  it('shows the public links and Log in / Sign up to visitors', () => {
    renderWithProviders(<Navbar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Browse Gigs', 'Marketplace'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/auth');
  });

  it('shows the member links, the unread badge (9+) and the user menu when signed in', async () => {
    stubFetch({ 'GET /api/messages/unread-count': { body: { count: 12 } } });
    renderWithProviders(<Navbar />, { user: makeTestUser({ firstName: 'Ana' }) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(nav).getByRole('link', { name: 'Create Gig' })).toHaveAttribute('href', '/create-gig');
    expect(await within(nav).findByText('9+')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ana' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Gigs' })).toHaveAttribute(
      'href',
      '/profile?tab=gigs',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Sell Item' })).toHaveAttribute(
      'href',
      '/marketplace/create',
    );
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Open disputes' })).not.toBeInTheDocument();
  });

  it("adds 'Open disputes' to an operator's menus, the account menu and the phone menu", async () => {
    stubFetch({ 'GET /api/messages/unread-count': { body: { count: 0 } } });
    renderWithProviders(<Navbar />, { user: makeTestUser({ firstName: 'Ana', isOperator: true }) });
    fireEvent.click(screen.getByRole('button', { name: 'Account menu for Ana' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Open disputes' })).toHaveAttribute(
      'href',
      '/operator/disputes',
    );
    fireEvent.keyDown(menu, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Open disputes' })).toHaveAttribute(
      'href',
      '/operator/disputes',
    );
  });

  it('shows the unread count on the menu button, so phones see it before the menu opens', async () => {
    stubFetch({ 'GET /api/messages/unread-count': { body: { count: 3 } } });
    renderWithProviders(<Navbar />, { user: makeTestUser() });
    const toggle = await screen.findByRole('button', { name: 'Open menu, 3 unread messages' });
    expect(toggle).toHaveTextContent('3');
  });

  it('says 9+ on the menu button above 9, and no count at 0 or for visitors', async () => {
    stubFetch({ 'GET /api/messages/unread-count': { body: { count: 1 } } });
    const { unmount } = renderWithProviders(<Navbar />, { user: makeTestUser() });
    expect(await screen.findByRole('button', { name: 'Open menu, 1 unread message' })).toHaveTextContent(
      /^1$/,
    );
    unmount();
    stubFetch({ 'GET /api/messages/unread-count': { body: { count: 27 } } });
    const second = renderWithProviders(<Navbar />, { user: makeTestUser() });
    expect(await screen.findByRole('button', { name: 'Open menu, 9+ unread messages' })).toHaveTextContent(
      '9+',
    );
    second.unmount();
    const api = stubFetch({ 'GET /api/messages/unread-count': { body: { count: 0 } } });
    const third = renderWithProviders(<Navbar />, { user: makeTestUser() });
    await waitFor(() => expect(api.calls('GET /api/messages/unread-count')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveTextContent('');
    third.unmount();
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveTextContent('');
  });

  it('updates the badge and the menu button live from the stream, without asking again', async () => {
    const live = fakeLiveStream();
    try {
      const api = stubFetch({ 'GET /api/messages/unread-count': { body: { count: 0 } } });
      renderWithProviders(<Navbar />, { user: makeTestUser() });
      const nav = screen.getByRole('navigation', { name: 'Main' });
      await waitFor(() => expect(live.all).toHaveLength(1));
      live.open();
      live.send('unread', { count: 4 }, 31);
      expect(await within(nav).findByLabelText('4 unread')).toHaveTextContent('4');
      expect(screen.getByRole('button', { name: 'Open menu, 4 unread messages' })).toHaveTextContent('4');
      live.send('unread', { count: 12 }, 32);
      expect(await within(nav).findByLabelText('12 unread')).toHaveTextContent('9+');
      live.send('unread', { count: 0 }, 33);
      expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveTextContent('');
      expect(within(nav).queryByLabelText(/unread/)).not.toBeInTheDocument();
      expect(api.calls('GET /api/messages/unread-count')).toHaveLength(1);
    } finally {
      live.restore();
    }
  });

  it('asks for the count now and then only while no live stream is open (the fallback)', async () => {
    jest.useFakeTimers();
    try {
      let count = 0;
      const api = stubFetch({ 'GET /api/messages/unread-count': () => ({ body: { count } }) });
      renderWithProviders(<Navbar />, { user: makeTestUser() });
      await act(() => jest.advanceTimersByTimeAsync(0));
      expect(api.calls('GET /api/messages/unread-count')).toHaveLength(1);
      count = 2;
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(api.calls('GET /api/messages/unread-count')).toHaveLength(2);
      expect(screen.getByRole('button', { name: 'Open menu, 2 unread messages' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('signs out with the spec toast', async () => {
    const api = stubFetch({
      'GET /api/messages/unread-count': { body: { count: 0 } },
      'POST /api/logout': { body: { ok: true } },
    });
    renderWithProviders(<Navbar />, { user: makeTestUser() });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have been logged out successfully')).toBeInTheDocument();
    expect(api.calls('POST /api/logout')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('tells the user when signing out fails', async () => {
    stubFetch({
      'GET /api/messages/unread-count': { body: { count: 0 } },
      'POST /api/logout': { status: 500, body: { message: 'boom' } },
    });
    renderWithProviders(<Navbar />, { user: makeTestUser() });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Logout failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while logging out.')).toBeInTheDocument();
  });

  it('searches gigs: /gigs?search=text, and ignores empty text', () => {
    renderWithProviders(<Navbar />, { route: '/marketplace', showLocation: true });
    const box = screen.getByRole('searchbox', { name: 'Search gigs' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.submit(box);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/marketplace$/);
    fireEvent.change(box, { target: { value: 'calculus help' } });
    fireEvent.click(
      within(screen.getByRole('banner')).getAllByRole('button', { name: 'Search' })[0] as HTMLElement,
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/gigs?search=calculus+help');
  });

  it('moves focus into the account menu, through it with the arrows, and back to its button on Escape', async () => {
    stubFetch({ 'GET /api/messages/unread-count': { body: { count: 0 } } });
    renderWithProviders(<Navbar />, { user: makeTestUser({ firstName: 'Ana' }) });
    const trigger = screen.getByRole('button', { name: 'Account menu for Ana' });
    fireEvent.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens and closes the mobile slide-out menu, keeping focus inside it while open', async () => {
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'Search gigs' })).toBeInTheDocument();
    const first = within(dialog).getByRole('link', { name: /Campus Skills Marketplace/ });
    await waitFor(() => expect(first).toHaveFocus());
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(within(dialog).getByRole('link', { name: 'Sign up' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});
