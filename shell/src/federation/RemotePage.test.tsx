import { fireEvent, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { renderWithProviders, stubFetch } from '../runtime/testing';
import { fallbackPlugin } from './plugins/fallbackPlugin';
import { RemotePage } from './RemotePage';
import { loadRemotePage } from './loadRemotePage';
import { forgetRemotes } from './registerRemotes';

// The federation runtime only exists in a federated build: here the test plays its part.
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;

const manifest = { remotes: [{ name: 'mf_gigs', entry: '/mf/mf-gigs/remoteEntry.js', version: '0.1.0' }] };

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('registers the remotes of the manifest and renders the remote page', async () => {
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockResolvedValue({ default: () => <h1>Browse Gigs</h1> });
    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    expect(await screen.findByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_gigs', entry: 'http://localhost/mf/mf-gigs/remoteEntry.js' }],
      { force: true },
    );
    expect(load).toHaveBeenCalledWith('mf_gigs/BrowseGigsPage');
  });

  it('shows the fallback panel when the remote cannot be loaded, and loads again on Try again', async () => {
    stubFetch({ 'GET /api/remotes': { body: manifest } });
    const plugin = fallbackPlugin();
    const fallback = plugin.errorLoadRemote?.({
      id: 'mf_gigs/BrowseGigsPage',
      error: new Error('offline'),
      lifecycle: 'onLoad',
      from: 'runtime',
    } as never);
    load
      .mockResolvedValueOnce(fallback as never)
      .mockResolvedValueOnce({ default: () => <h1>Browse Gigs</h1> });

    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Browse Gigs' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows a remote refused by the compatibility gate as 'being updated', and loads it once it is served", async () => {
    forgetRemotes();
    let reply: unknown = {
      remotes: [
        {
          name: 'mf_gigs',
          entry: '/mf/mf-gigs/0.3.0-cccccccc/remoteEntry.js',
          version: '0.3.0-cccccccc',
          unavailable: 'it needs shell runtime ^0.2.0; the live shell runtime is 0.1.0',
        },
      ],
    };
    stubFetch({ 'GET /api/remotes': () => ({ body: reply }) });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    load.mockResolvedValue({ default: () => <h1>Browse Gigs</h1> });

    renderWithProviders(<RemotePage id="mf_gigs/BrowseGigsPage" />);
    expect(await screen.findByText('This part of the site is being updated')).toBeInTheDocument();
    expect(screen.getByText(/Please try again in a few minutes/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    reply = {
      remotes: [
        { name: 'mf_gigs', entry: '/mf/mf-gigs/0.2.0-bbbbbbbb/remoteEntry.js', version: '0.2.0-bbbbbbbb' },
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
    forgetRemotes();
    const embedded = document.createElement('script');
    embedded.type = 'application/json';
    embedded.id = 'campus-remotes';
    // as the backend writes it: '<' escaped, so nothing in it can close the element
    embedded.textContent =
      '{"remotes":[{"name":"mf_gigs","entry":"/mf/mf-gigs/0.4.0-dddddddd/remoteEntry.js","version":"0.4.0-dddddddd","note":"\\u003c/script>"}]}';
    document.body.append(embedded);
    const fetched = stubFetch({ 'GET /api/remotes': { body: manifest } });
    load.mockResolvedValue({ default: () => <h1>Browse Gigs</h1> });

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
