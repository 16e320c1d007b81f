import type { RemoteManifest, ServedRemote } from '@campus/contracts';
import { renderFrame } from '../src/static/frame';
import { renderPage, routeRemote } from '../src/static/page';
import { dataPreloads, exposedChunkFiles, exposeKey } from '../src/static/preloads';

// What static/page.ts adds to index.html before any script runs, without a server: the first API
// requests of a page, the chunks of a remote's page module, and the static frame.

describe('dataPreloads: the addresses the page will fetch first, exactly as its API client writes them', () => {
  it.each([
    ['/gigs', '', ['/api/auth/status', '/api/gigs', '/api/categories']],
    ['/GIGS/', '', ['/api/auth/status', '/api/gigs', '/api/categories']],
    ['/gigs', 'search=math', ['/api/auth/status', '/api/categories']],
    ['/gigs/12', '', ['/api/auth/status', '/api/gigs/12', '/api/gigs/12/reviews']],
    // mf-gigs parseGigId reads digits as a number: '007' is gig 7, '0' and '1.5' are none
    ['/gigs/007', '', ['/api/auth/status', '/api/gigs/7', '/api/gigs/7/reviews']],
    ['/gigs/0', '', ['/api/auth/status']],
    ['/gigs/1.5', '', ['/api/auth/status']],
    ['/gigs/99999999999999999999', '', ['/api/auth/status']],
    ['/marketplace', '', ['/api/auth/status', '/api/marketplace']],
    ['/marketplace', 'category=Textbooks', ['/api/auth/status']],
    ['/auth', '', ['/api/auth/status']],
  ])('%s?%s', (path, search, urls) => {
    expect(dataPreloads(path, search)).toEqual(urls);
  });
});

describe('exposedChunkFiles: the chunk files a remote entry loads for one page module', () => {
  // as rspack's Module Federation writes them, minified (the chunk loader's name varies)
  const entry =
    'var mf_gigs;(()=>{var t={"./BrowseGigsPage":()=>Promise.all([s.e(553),s.e(126),s.e(600),s.e(318)]).then(()=>()=>s(229)),' +
    '"./GigDetailPage":()=>Promise.all([s.e(553),s.e(778),s.e(32)]).then(()=>()=>s(129)),"./CreateGigPage":()=>s.e(735).then(()=>()=>s(1))};' +
    's.u=e=>""+e+"."+({160:"504a4657",318:"dbf50cf3",32:"95472d13",735:"720c0189",778:"18091726"})[e]+".js"})();';

  it('keeps the ids with a file (the others are shared modules the shell provides)', () => {
    expect(exposedChunkFiles(entry, './BrowseGigsPage')).toEqual(['318.dbf50cf3.js']);
    expect(exposedChunkFiles(entry, './GigDetailPage')).toEqual(['778.18091726.js', '32.95472d13.js']);
    expect(exposedChunkFiles(entry, './CreateGigPage')).toEqual(['735.720c0189.js']);
  });

  it('finds nothing in an entry written another way, or for a module it does not expose', () => {
    expect(exposedChunkFiles(entry, './ProfilePage')).toEqual([]);
    expect(exposedChunkFiles('var mf_gigs;/* remote entry */', './BrowseGigsPage')).toEqual([]);
    expect(exposedChunkFiles(entry.replace('s.u=', 's.x='), './BrowseGigsPage')).toEqual([]);
  });

  it('names the exposed module of a page id', () => {
    expect(exposeKey('mf_gigs/BrowseGigsPage')).toBe('./BrowseGigsPage');
  });
});

/** mf-gigs as a manifest serves it, with the routes its remote.json declares. */
function gigsRemote(over: Partial<ServedRemote> = {}): ServedRemote {
  return {
    name: 'mf_gigs',
    folder: 'mf-gigs',
    entry: '/mf/mf-gigs/remoteEntry.js',
    version: '1.0.0',
    channel: 'live',
    routes: [
      {
        path: '/gigs',
        page: './BrowseGigsPage',
        guarded: false,
        title: 'Browse Gigs',
        firstPaint: { heading: 'Browse Gigs', text: 'Find services offered by students at your campus' },
      },
      { path: '/gigs/create', page: './CreateGigPage', guarded: true, title: 'Offer a Gig' },
      { path: '/gigs/:id', page: './GigDetailPage', guarded: false, title: 'Gig' },
    ],
    nav: [],
    ...over,
  };
}

describe("routeRemote: the route of the visitor's manifest rendering an address", () => {
  const manifest: RemoteManifest = { remotes: [gigsRemote()] };

  it('matches as react-router does: a fixed segment before a parameter, any case, a trailing slash', () => {
    expect(routeRemote(manifest, '/gigs/12', false)?.page).toBe('mf_gigs/GigDetailPage');
    expect(routeRemote(manifest, '/GIGS/', false)?.page).toBe('mf_gigs/BrowseGigsPage');
    expect(routeRemote(manifest, '/gigs/create', true)?.page).toBe('mf_gigs/CreateGigPage');
    expect(routeRemote(manifest, '/gigs/12/edit', true)).toBeUndefined();
    expect(routeRemote(manifest, '/', true)).toBeUndefined();
  });

  it('leaves out a guarded route for a request without a session, and an unavailable remote', () => {
    expect(routeRemote(manifest, '/gigs/create', false)).toBeUndefined();
    const refused = { remotes: [gigsRemote({ unavailable: 'it needs shell runtime ^9' })] };
    expect(routeRemote(refused, '/gigs', false)).toBeUndefined();
  });
});

describe('renderPage', () => {
  const template =
    '<!doctype html><html><head><title>Campus</title></head><body><div id="root"></div><script defer src="/assets/main.0123abcd.js"></script></body></html>';
  const manifest: RemoteManifest = { remotes: [gigsRemote()] };

  it("requests a remote page's entry and chunk, then the data; the font is the template's alone", () => {
    const html = renderPage(template, manifest, {
      path: '/gigs',
      signedIn: false,
      remoteChunks: ['318.dbf50cf3.js'],
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<link rel="pre(load|fetch)"[^>]*>/g)).toEqual([
      '<link rel="preload" as="script" href="/mf/mf-gigs/remoteEntry.js">',
      '<link rel="prefetch" href="/mf/mf-gigs/318.dbf50cf3.js">',
      '<link rel="preload" as="fetch" href="/api/auth/status" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/gigs" crossorigin="use-credentials">',
      '<link rel="preload" as="fetch" href="/api/categories" crossorigin="use-credentials">',
    ]);
    expect(head).not.toContain('@font-face');
    expect(head).toContain('<style id="campus-frame-style">');
    expect(html).toContain('<div id="root"></div><div id="campus-frame" aria-hidden="true" inert>');
  });

  it("keeps the shell's Inter rule (font-display: optional, 'Inter Fallback') the only one, on every page", () => {
    // shell/index.html preloads and declares Inter itself: a second rule (swap) would override it
    const shellTemplate = template.replace(
      '</head>',
      `<link rel="preload" href="/inter-latin-wght-normal.0123abcd.woff2" as="font" type="font/woff2" crossorigin /><style>@font-face{font-family:'Inter';font-display:optional;src:url(/inter-latin-wght-normal.0123abcd.woff2) format('woff2')}@font-face{font-family:'Inter Fallback';src:local('Arial');size-adjust:107%}</style></head>`,
    );
    for (const path of ['/gigs', '/marketplace', '/']) {
      const html = renderPage(shellTemplate, manifest, { path, signedIn: false });
      expect(html.match(/@font-face\{font-family:'Inter'[;,]/g)).toHaveLength(1);
      expect(html.match(/font-display:[a-z]+/g)).toEqual(['font-display:optional']);
      expect(html.match(/as="font"/g)).toHaveLength(1);
    }
  });

  it("draws the frame in Inter, then the size-adjusted 'Inter Fallback' the shell declares", () => {
    const html = renderPage(template, manifest, { path: '/gigs', signedIn: false });
    expect(html).toContain(
      "#campus-frame{display:none;position:absolute;top:0;left:0;z-index:45;width:100%;min-height:calc(100vh + 1px);pointer-events:none;font-family:'Inter', 'Inter Fallback', ",
    );
  });

  it('gives a shell page (the home page) its frame and nothing that would load beside it', () => {
    const html = renderPage(template, manifest, { path: '/', signedIn: false });
    expect(html).not.toMatch(/<link rel="pre(load|fetch)"/);
    expect(html).not.toContain('@font-face');
    expect(html).toContain('<h1>Campus Skills Marketplace</h1>');
  });

  it("preloads a released remote's chunk beside its entry, and no data of a remote that may not load", () => {
    const released = { remotes: [gigsRemote({ entry: '/mf/mf-gigs/1.0.0-abcdef12/remoteEntry.js' })] };
    const html = renderPage(template, released, {
      path: '/gigs',
      signedIn: false,
      remoteChunks: ['318.dbf50cf3.js'],
    });
    expect(html).toContain('<link rel="prefetch" href="/mf/mf-gigs/1.0.0-abcdef12/318.dbf50cf3.js">');
    const refused = { remotes: [gigsRemote({ unavailable: 'it needs shell runtime ^9' })] };
    const without = renderPage(template, refused, { path: '/gigs', signedIn: false });
    expect(without).not.toContain('as="fetch"');
    expect(without).not.toContain('href="/mf/mf-gigs/');
  });

  it('adds no frame to a template without an empty #root', () => {
    const html = renderPage('<html><head></head><body></body></html>', manifest, {
      path: '/',
      signedIn: false,
    });
    expect(html).not.toContain('id="campus-frame"');
  });
});

describe('renderFrame', () => {
  const text = (html: string) =>
    html
      .replace(/<svg.*?<\/svg>/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();

  const firstPaint = {
    heading: 'Campus Marketplace',
    text: 'Textbooks, furniture, electronics and more from students on your campus.',
  };

  it("is the signed-out navbar with the page's current link, over the page and out of reach", () => {
    const frame = renderFrame({ path: '/marketplace', search: '', signedIn: false, firstPaint });
    expect(frame.startsWith('<div id="campus-frame" aria-hidden="true" inert>')).toBe(true);
    expect(frame).toContain('<a class="cf-link active" href="/marketplace">Marketplace</a>');
    expect(text(frame)).toBe(
      'Campus Skills Home Browse Gigs Marketplace Log in Sign up Campus Marketplace Textbooks, furniture, electronics and more from students on your campus.',
    );
    // never reachable by keyboard
    expect(frame.match(/<(input|button)\b[^>]*>/g)?.every((tag) => tag.includes('tabindex="-1"'))).toBe(true);
  });

  it("shows the home hero, a remote route's declared first paint (escaped), and nothing without one", () => {
    expect(text(renderFrame({ path: '/', search: '', signedIn: false }))).toContain(
      'Campus Skills Marketplace Book tutoring',
    );
    expect(renderFrame({ path: '/', search: '?token=x', signedIn: false })).not.toContain('<h1>');
    const gigs = renderFrame({
      path: '/gigs/',
      search: '',
      signedIn: false,
      firstPaint: { heading: 'Browse <Gigs> & more', text: 'Find services' },
    });
    expect(gigs).toContain('<h1>Browse &lt;Gigs&gt; &amp; more</h1><p>Find services</p>');
    expect(
      renderFrame({ path: '/gigs', search: '', signedIn: false, firstPaint: { heading: 'Only' } }),
    ).toContain('<h1>Only</h1></div>');
    // the address alone paints no heading any more: the served version's declaration does
    expect(renderFrame({ path: '/gigs', search: '', signedIn: false })).toContain(
      '<div class="cf-main"></div>',
    );
  });

  it('leaves out Log in and Sign up when the request carries cookies', () => {
    const frame = renderFrame({ path: '/', search: '', signedIn: true });
    expect(frame).not.toContain('Log in');
    expect(frame).toContain('Offer Your Skills');
  });
});
