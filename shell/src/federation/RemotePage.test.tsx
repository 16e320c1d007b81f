import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition, useState, type ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders, stubFetch } from '../runtime/testing';
import { RemotePage } from './RemotePage';
import { loadRemotePage } from './loadRemotePage';
import { forgetRemotes } from './registerRemotes';
import { forgetRemotePage } from './remotePageCache';
import { reloadPage } from './reloadPage';
import { servedRemote } from './testManifest';

// The federation runtime only exists in a federated build: here the test plays its part.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('./reloadPage', () => ({ reloadPage: jest.fn() }));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const gigs = servedRemote('mf_gigs', { entry: '/mf/mf-gigs/remoteEntry.js', version: '0.1.0' });
const manifest = { remotes: [gigs] };
const page = (text: string) => ({ default: () => <h1>{text}</h1> });

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    forgetRemotes();
    for (const id of ['mf_gigs/BrowseGigsPage', 'mf_gigs/GigDetailPage']) forgetRemotePage(id);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('registers the remotes of the manifest and renders the remote page', async () => {
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockResolvedValue(page('Browse Gigs'));
    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    expect(await screen.findByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_gigs', entry: 'http://localhost/mf/mf-gigs/remoteEntry.js' }],
      { force: true },
    );
    expect(load).toHaveBeenCalledWith('mf_gigs/BrowseGigsPage');
  });

  it('tries a failed load again after a pause, and shows the page when it arrives', async () => {
    jest.useFakeTimers();
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(page('Browse Gigs'));
    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives up after 4 loads and shows the panel with 'Reload', which reloads the page", async () => {
    jest.useFakeTimers();
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockRejectedValue(new Error('ChunkLoadError: Loading chunk 184 failed.'));
    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    await act(() => jest.advanceTimersByTimeAsync(250 + 750));
    expect(screen.queryByText('This section could not be loaded')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(2250));
    expect(screen.getByText('This section could not be loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('loads a page once while a navigation to it is suspended, however often the tree renders again', async () => {
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    let arrive: (value: { default: ComponentType }) => void = () => undefined;
    load.mockImplementation((id) =>
      id === 'mf_gigs/GigDetailPage'
        ? Promise.resolve(page('Gig details'))
        : new Promise((resolve) => (arrive = resolve as typeof arrive)),
    );
    let go: (id: string) => void = () => undefined;
    let bump: () => void = () => undefined;
    function Routes() {
      const [id, setId] = useState('mf_gigs/GigDetailPage');
      const [, setTick] = useState(0);
      go = (next) => startTransition(() => setId(next));
      bump = () => startTransition(() => setTick((n) => n + 1));
      return <RemotePage id={id} />;
    }
    render(<Routes />);
    expect(await screen.findByRole('heading', { name: 'Gig details' })).toBeInTheDocument();
    act(() => go('mf_gigs/BrowseGigsPage'));
    for (let i = 0; i < 5; i++) {
      await act(async () => {
        bump();
        await new Promise((r) => setTimeout(r, 5));
      });
    }
    expect(screen.getByRole('heading', { name: 'Gig details' })).toBeInTheDocument();
    await act(async () => arrive(page('Browse Gigs')));
    expect(await screen.findByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(load.mock.calls.filter(([id]) => id === 'mf_gigs/BrowseGigsPage')).toHaveLength(1);
  });

  it("shows a remote refused by the compatibility gate as 'being updated', and loads it once it is served", async () => {
    let reply: unknown = {
      remotes: [
        servedRemote('mf_gigs', {
          entry: '/mf/mf-gigs/0.3.0-cccccccc/remoteEntry.js',
          version: '0.3.0-cccccccc',
          unavailable: 'it needs shell runtime ^0.2.0; the live shell runtime is 0.1.0',
        }),
      ],
    };
    stubFetch({ 'GET /api/remotes': () => ({ body: reply }) });
    load.mockResolvedValue(page('Browse Gigs'));

    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    expect(await screen.findByText('This part of the site is being updated')).toBeInTheDocument();
    expect(screen.getByText(/Please try again in a few minutes/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    reply = {
      remotes: [
        servedRemote('mf_gigs', {
          entry: '/mf/mf-gigs/0.2.0-bbbbbbbb/remoteEntry.js',
          version: '0.2.0-bbbbbbbb',
        }),
      ],
    };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_gigs', entry: 'http://localhost/mf/mf-gigs/0.2.0-bbbbbbbb/remoteEntry.js' }],
      { force: true },
    );
  });

  it('keeps a page that throws inside its panel', async () => {
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockResolvedValue({
      default: () => {
        throw new Error('bug in the remote');
      },
    });
    renderWithProviders(<RemotePage id="mf_gigs/GigDetailPage" />);
    expect(await screen.findByText('Something went wrong on this page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('registers the manifest embedded in the page on first load, and asks GET /api/remotes on a later load', async () => {
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = 'campus-remotes';
    // as the backend writes it: '<' escaped, so nothing in it can close the element
    embedded.textContent = JSON.stringify({
      remotes: [
        servedRemote('mf_gigs', {
          entry: '/mf/mf-gigs/0.4.0-dddddddd/remoteEntry.js',
          version: '0.4.0-dddddddd',
          unavailable: undefined,
        }),
      ],
      note: '\\u003c/script>',
    });
    document.body.append(embedded);
    const fetched = stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockResolvedValue(page('Browse Gigs'));

    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    expect(await screen.findByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_gigs', entry: 'http://localhost/mf/mf-gigs/0.4.0-dddddddd/remoteEntry.js' }],
      { force: true },
    );
    expect(fetched.calls('GET /api/remotes')).toHaveLength(0);
    expect(document.getElementById('campus-remotes')).toBeNull();

    forgetRemotes();
    await loadRemotePage('mf_gigs/BrowseGigsPage');
    expect(fetched.calls('GET /api/remotes')).toHaveLength(1);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_gigs', entry: 'http://localhost/mf/mf-gigs/remoteEntry.js' }],
      { force: true },
    );
  });
});
