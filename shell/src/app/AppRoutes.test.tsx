import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders, stubFetch } from '../runtime/testing';
import { setRemoteManifest } from '../federation/manifest';
import { forgetRemotes } from '../federation/registerRemotes';
import { forgetRemotePage } from '../federation/remotePageCache';
import { servedRemote, TEST_MANIFEST } from '../federation/testManifest';
import { AppRoutes } from './AppRoutes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('routes from the live manifest', () => {
  afterEach(() => jest.restoreAllMocks());

  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    forgetRemotes();
    forgetRemotePage('mf_gigs/BrowseGigsPage');
    forgetRemotePage('mf_events/CalendarPage');
    load.mockReset();
    load.mockImplementation(async (id) => ({ default: () => <h1>{`Page ${String(id)}`}</h1> }));
  });

  it("routes a remote's declared page to its module ('mf_gigs' + './BrowseGigsPage')", async () => {
    setRemoteManifest(TEST_MANIFEST);
    stubFetch({});
    renderWithProviders(<AppRoutes />, { route: '/gigs' });
    expect(await screen.findByRole('heading', { name: 'Page mf_gigs/BrowseGigsPage' })).toBeInTheDocument();
  });

  it('shows the not-found page for an address no shell page or remote declares', async () => {
    setRemoteManifest(TEST_MANIFEST);
    stubFetch({});
    renderWithProviders(<AppRoutes />, { route: '/events/calendar' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('routes a page of a remote the shell has never heard of, with no shell change', async () => {
    setRemoteManifest({
      remotes: [
        servedRemote('mf_events', {
          routes: [{ path: '/events/calendar', page: './CalendarPage', guarded: false, title: 'Events' }],
        }),
      ],
    });
    stubFetch({});
    renderWithProviders(<AppRoutes />, { route: '/events/calendar' });
    expect(await screen.findByRole('heading', { name: 'Page mf_events/CalendarPage' })).toBeInTheDocument();
  });

  it('sends a visitor from a guarded remote page to sign-in', async () => {
    setRemoteManifest(TEST_MANIFEST);
    stubFetch({});
    renderWithProviders(<AppRoutes />, { route: '/create-gig', showLocation: true });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\?redirect=/));
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the loading state, not the not-found page, while a manifest that was not embedded is fetched', async () => {
    setRemoteManifest(null);
    let answer: (value: { body: unknown }) => void = () => undefined;
    stubFetch({ 'GET /api/remotes': () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<AppRoutes />, { route: '/gigs' });
    expect(document.querySelector('main [aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 Page Not Found' })).not.toBeInTheDocument();
    answer({ body: TEST_MANIFEST });
    expect(await screen.findByRole('heading', { name: 'Page mf_gigs/BrowseGigsPage' })).toBeInTheDocument();
  });

  it('offers to ask again when the manifest cannot be had', async () => {
    setRemoteManifest(null);
    let up = false;
    stubFetch({
      'GET /api/remotes': () => (up ? { body: TEST_MANIFEST } : { status: 503, body: { message: 'down' } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<AppRoutes />, { route: '/gigs' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    up = true;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Page mf_gigs/BrowseGigsPage' })).toBeInTheDocument();
  });
});
