import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REMOTES,
  REMOTE_REGISTRY,
  registryEntry,
  remoteRegistry,
  remoteDeclaration,
  remoteManifest,
  type RemoteDeclaration,
} from './remotes';
import registryFile from '../../remotes.json';

const repoRoot = join(__dirname, '..', '..');
const declarationOf = (folder: string): unknown =>
  JSON.parse(readFileSync(join(repoRoot, folder, 'remote.json'), 'utf8'));

const gigs: RemoteDeclaration = {
  exposes: { './BrowseGigsPage': './src/exposes/BrowseGigsPage.tsx' },
  routes: [
    {
      path: '/gigs',
      page: './BrowseGigsPage',
      guarded: false,
      title: 'Browse Gigs',
      firstPaint: { heading: 'Browse Gigs' },
    },
  ],
  nav: [{ label: 'Browse Gigs', to: '/gigs', area: 'public', order: 10 }],
};

describe('the remote registry', () => {
  it('lists the remotes of remotes.json, which follows the registry schema', () => {
    expect(remoteRegistry.parse(registryFile).remotes).toEqual(REMOTE_REGISTRY);
  });

  it('lists the remotes of remotes.json with their names by folder', () => {
    expect(REMOTE_REGISTRY.length).toBeGreaterThan(0);
    expect(REMOTES['mf-gigs']).toBe('mf_gigs');
    expect(Object.keys(REMOTES)).toEqual(REMOTE_REGISTRY.map((r) => r.folder));
  });

  it('refuses an entry whose folder, name, team or port is malformed', () => {
    const good = { folder: 'mf-events', name: 'mf_events', team: '@campus/events-team', devPort: 3106 };
    expect(registryEntry.safeParse(good).success).toBe(true);
    for (const bad of [
      { ...good, folder: 'events' },
      { ...good, name: 'mf-events' },
      { ...good, team: 'events-team' },
      { ...good, devPort: 80 },
    ])
      expect(registryEntry.safeParse(bad).success).toBe(false);
  });
});

describe('remote declarations (remote.json)', () => {
  it.each(REMOTE_REGISTRY.map((r) => r.folder))('%s/remote.json is a valid declaration', (folder) => {
    const parsed = remoteDeclaration.parse(declarationOf(folder));
    const exposed = Object.keys(parsed.exposes);
    for (const route of parsed.routes) expect(exposed).toContain(route.page);
  });

  it('accepts a declaration with routes, first paint and navigation', () => {
    expect(remoteDeclaration.parse(gigs)).toEqual(gigs);
  });

  it('refuses a page that is not an expose key, a relative path and an unknown menu area', () => {
    const route = gigs.routes[0];
    const entry = gigs.nav[0];
    if (!route || !entry) throw new Error('fixture');
    const refused = [
      { ...gigs, routes: [{ ...route, page: 'mf_gigs/BrowseGigsPage' }] },
      { ...gigs, routes: [{ ...route, path: 'gigs' }] },
      { ...gigs, routes: [{ ...route, title: '' }] },
      { ...gigs, nav: [{ ...entry, area: 'footer' }] },
      { ...gigs, nav: [{ ...entry, badge: 'unread-orders' }] },
    ];
    for (const declaration of refused) expect(remoteDeclaration.safeParse(declaration).success).toBe(false);
  });
});

describe('the served manifest', () => {
  it('carries each remote with its channel, routes and navigation', () => {
    const manifest = {
      remotes: [
        {
          name: 'mf_gigs',
          folder: 'mf-gigs',
          entry: '/remotes/mf-gigs/1.0.0-aaaaaaaa/remoteEntry.js',
          version: '1.0.0-aaaaaaaa',
          channel: 'canary',
          routes: gigs.routes,
          nav: gigs.nav,
        },
      ],
    };
    expect(remoteManifest.parse(manifest)).toEqual(manifest);
    const unknownChannel = { remotes: [{ ...manifest.remotes[0], channel: 'beta' }] };
    expect(remoteManifest.safeParse(unknownChannel).success).toBe(false);
  });
});
