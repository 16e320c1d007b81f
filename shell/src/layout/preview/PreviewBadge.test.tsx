import { screen } from '@testing-library/react';
import { renderWithProviders, stubFetch } from '../../runtime/testing';
import { setRemoteManifest } from '../../federation/manifest';
import { servedRemote, TEST_MANIFEST } from '../../federation/testManifest';
import { PreviewBadge } from './PreviewBadge';
import { previewLabel } from './previewLabel';

describe('PreviewBadge', () => {
  it('says which remote and version this browser previews, with Exit as a full page load', () => {
    setRemoteManifest({
      remotes: [
        servedRemote('mf_gigs', { channel: 'preview', version: '1.4.0-3f9a1c2b' }),
        servedRemote('mf_profile', { channel: 'canary', version: '2.0.0-bbbbbbbb' }),
      ],
    });
    renderWithProviders(<PreviewBadge />, { route: '/gigs?q=calc' });
    const badge = screen.getByRole('complementary', { name: 'Preview' });
    expect(badge).toHaveTextContent('Preview: mf-gigs 1.4.0 · Exit');
    // Exit comes back to the page the visitor is on
    expect(screen.getByRole('link', { name: 'Exit' })).toHaveAttribute(
      'href',
      '/preview/exit?to=%2Fgigs%3Fq%3Dcalc',
    );
  });

  it('names a local build, and several previews on one line', () => {
    setRemoteManifest({
      remotes: [
        servedRemote('mf_gigs', { channel: 'local', version: 'local' }),
        servedRemote('mf_marketplace', { channel: 'preview', version: '0.3.1-cccccccc' }),
      ],
    });
    renderWithProviders(<PreviewBadge />);
    expect(screen.getByRole('complementary', { name: 'Preview' })).toHaveTextContent(
      'Preview: mf-gigs local, mf-marketplace 0.3.1 · Exit',
    );
  });

  it('shows nothing when every remote is live or a canary, or before the manifest is known', () => {
    setRemoteManifest(TEST_MANIFEST);
    const { unmount } = renderWithProviders(<PreviewBadge />);
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
    unmount();
    setRemoteManifest(null);
    stubFetch({ 'GET /api/remotes': () => new Promise(() => undefined) });
    renderWithProviders(<PreviewBadge />);
    expect(screen.queryByRole('complementary', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('keeps a version that is not a release id as it is', () => {
    expect(previewLabel({ folder: 'mf-x', version: 'nightly', channel: 'preview' })).toBe('mf-x nightly');
  });
});
