import {
  BODY_FONT_FAMILY,
  CATEGORY_ICONS,
  paths,
  SERVICE_CATEGORIES,
  type RemoteRouteDeclaration,
} from '@campus/contracts';

/**
 * The static frame: the shell's navbar and the page's heading area as plain HTML and CSS, written into
 * the page after `<div id="root">` so they paint from the HTML, before any JavaScript has run.
 *
 * It is a copy of what React draws, at the same place and size: the navbar of a signed-out visitor
 * (shell/src/layout/navbar), and per page address the part that needs no data: the home hero
 * (shell/src/pages/home/Hero.tsx), or the heading and line a remote's route declares as its `firstPaint`
 * (remote.json, served with the version this visitor gets), in the heading style the remotes share
 * (mf-gigs BrowseHeader). It lies over the page (absolute, inert, hidden from assistive
 * technology, no pointer events) and only while the page has not arrived: while `#root` is empty, and
 * while `<main>` holds nothing but the shell's loading box (`aria-busy`, shell/src/app/PageLoading.tsx).
 * When React's page replaces that box the frame is hidden in the same style pass, so nothing moves:
 * hiding an absolutely positioned layer shifts nothing, and every element of it sits where the page
 * draws its own (e2e/journeys/layout-shift.test.ts measures it; bench/web prints the figures).
 *
 * Keep it in step with those components: values are the theme's (ui/src/theme.ts) and GlobalStyle's.
 */

/** Icon drawings used by the frame (ui/src/icons/paths.ts; 'C x y r' is a circle). */
const ICONS: Record<string, string[]> = {
  'graduation-cap': ['M22 9 12 4 2 9l10 5 10-5z', 'M6 11v5c3 2.5 9 2.5 12 0v-5', 'M22 9v6'],
  search: ['C11 11 7', 'M21 21l-4.3-4.3'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  plus: ['M12 5v14', 'M5 12h14'],
  'check-circle': ['C12 12 10', 'm8 12 3 3 5-6'],
  'book-open': ['M2 4h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2z', 'M22 4h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7z'],
  car: ['M5 17H3v-5l2.5-5h13l2.5 5v5h-2', 'M3 12h18', 'M9 17h6', 'C7 17 2', 'C17 17 2'],
  palette: [
    'M12 22a10 10 0 1 1 10-10c0 2.5-2 4-4.5 4H15a2 2 0 0 0-1.5 3.3A1.6 1.6 0 0 1 12 22z',
    'C7.5 10.5 1',
    'C10.5 7 1',
    'C15 7.5 1',
    'C17 11.5 1',
  ],
  baby: ['C12 12 9', 'M9 11h.01', 'M15 11h.01', 'M9.5 15a3.5 3.5 0 0 0 5 0', 'M12 3a2 2 0 0 1 2 2'],
  truck: ['M3 6h11v11H3z', 'M14 10h4l3 3v4h-7', 'C7 18 2', 'C17 18 2'],
  pencil: ['M17 3l4 4L8 20H4v-4z', 'M14 6l4 4'],
};

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

function icon(name: string, size: number): string {
  const shapes = (ICONS[name] ?? [])
    .map((d) => {
      if (!d.startsWith('C')) return `<path d="${d}"/>`;
      const [cx, cy, r] = d.slice(1).trim().split(' ');
      return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
    })
    .join('');
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${shapes}</svg>`;
}

const SM = '@media (min-width:640px)';
const MD = '@media (min-width:768px)';
const LG = '@media (min-width:1024px)';
/** shell/src/layout/navbar/navItems.ts: the full navigation from 1120 px, the menu button below. */
const DESKTOP_NAV = '@media (min-width:1120px)';
const BELOW_DESKTOP_NAV = '@media (max-width:1119.98px)';

/**
 * The frame's style sheet (in `<head>`): in the theme's font stack (contracts' BODY_FONT_FAMILY: Inter,
 * then the size-adjusted 'Inter Fallback' shell/index.html declares), shown only while the page has not arrived. `:has()` keeps it
 * up while `<main>` holds the loading box; a browser without `:has()` drops that rule and hides the
 * frame as soon as React has drawn anything.
 */
export const FRAME_STYLE = `<style id="campus-frame-style">
#campus-frame{display:none;position:absolute;top:0;left:0;z-index:45;width:100%;min-height:calc(100vh + 1px);pointer-events:none;font-family:${BODY_FONT_FAMILY};font-size:16px;line-height:1.5;color:#0f172a;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%}
#root:empty+#campus-frame,body:has(#main>[aria-busy="true"]:only-child) #campus-frame{display:block}
#campus-frame *,#campus-frame *::before,#campus-frame *::after{box-sizing:border-box}
#campus-frame h1{line-height:1.2;letter-spacing:-0.01em}
#campus-frame a{color:#4338ca}
#campus-frame button,#campus-frame input{font:inherit}
.cf-header{position:relative;background:rgba(255,255,255,0.92);backdrop-filter:saturate(180%) blur(10px);border-bottom:1px solid #e2e8f0}
.cf-bar{display:flex;align-items:center;gap:16px;max-width:1200px;height:64px;margin:0 auto;padding:0 16px}
${SM}{.cf-bar{padding:0 24px}}
#campus-frame .cf-brand{display:inline-flex;align-items:center;gap:10px;color:#0f172a;font-weight:800;font-size:1.0625rem;letter-spacing:-0.02em;text-decoration:none;white-space:nowrap}
.cf-mark{display:inline-flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:10px;background:#4338ca;color:#fff}
.cf-accent{color:#4338ca}
.cf-links{display:flex;flex-direction:row;align-items:center;gap:2px;margin:0;padding:0;list-style:none}
#campus-frame .cf-link{display:inline-flex;align-items:center;gap:6px;padding:8px 10px;border-radius:10px;color:#475569;font-size:0.9rem;font-weight:600;text-decoration:none;white-space:nowrap}
#campus-frame .cf-link.active{color:#4338ca;background:#eef2ff}
.cf-search{flex:1;min-width:150px;max-width:280px;margin-left:auto}
@media (max-width:639.98px){.cf-search{display:none}}
.cf-search form{position:relative;display:flex;align-items:center;width:100%}
#campus-frame .cf-search input{width:100%;height:40px;padding:0 44px 0 14px;border:1px solid #e2e8f0;border-radius:9999px;background:#f1f5f9;color:#0f172a;font-size:0.9rem}
.cf-search input::placeholder{color:#94a3b8}
.cf-search button{position:absolute;right:4px;display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;border-radius:50%;background:#4338ca;color:#fff}
.cf-actions{display:flex;align-items:center;gap:8px}
${BELOW_DESKTOP_NAV}{.cf-nav,.cf-actions{display:none}}
.cf-toggle{position:relative;display:inline-flex;margin-left:auto;padding:8px;border:0;border-radius:10px;background:none;color:#0f172a}
${SM}{.cf-toggle{margin-left:0}}
${DESKTOP_NAV}{.cf-toggle{display:none}}
#campus-frame .cf-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:auto;border:1px solid transparent;border-radius:10px;font-family:inherit;font-weight:600;line-height:1;white-space:nowrap;text-decoration:none;background:#4338ca;color:#fff}
#campus-frame .cf-btn svg{flex-shrink:0}
#campus-frame .cf-ghost{background:transparent;color:#0f172a}
#campus-frame .cf-outline{background:#fff;color:#0f172a;border-color:#cbd5e1}
.cf-sm{height:34px;padding:0 12px;font-size:0.875rem}
.cf-lg{height:48px;padding:0 22px;font-size:1rem}
.cf-page{width:100%;max-width:1200px;margin:0 auto;padding:24px 16px 48px}
${SM}{.cf-page{padding:32px 24px 56px}}
${LG}{.cf-page{padding:40px 32px 64px}}
.cf-head{display:flex;flex-direction:column;gap:16px;margin-bottom:24px}
${SM}{.cf-head{flex-direction:row;align-items:flex-end;justify-content:space-between}}
#campus-frame .cf-head h1{margin:0 0 6px;font-size:clamp(1.75rem,1.4rem + 1.4vw,2.25rem);font-weight:800;letter-spacing:-0.02em;color:#0f172a}
.cf-head p{margin:0;font-size:1rem;color:#475569}
.cf-hero{position:relative;overflow:hidden;background:radial-gradient(1000px 420px at 85% -10%,rgba(245,158,11,0.18),transparent 60%),radial-gradient(900px 500px at 0% 0%,rgba(99,102,241,0.22),transparent 60%),linear-gradient(180deg,#eef2ff 0%,#f8fafc 100%);border-bottom:1px solid #e2e8f0}
.cf-hero-inner{display:grid;gap:40px;max-width:1200px;margin:0 auto;padding:48px 16px 56px}
${SM}{.cf-hero-inner{padding:64px 24px 72px}}
${LG}{.cf-hero-inner{grid-template-columns:1.15fr 0.85fr;align-items:center;padding:88px 32px 96px}}
.cf-eyebrow{display:inline-flex;align-items:center;gap:8px;margin:0 0 18px;padding:6px 12px;border-radius:9999px;background:#fff;border:1px solid #e2e8f0;color:#4338ca;font-size:0.8125rem;font-weight:700}
#campus-frame .cf-hero h1{margin:0;font-size:clamp(2.25rem,6vw,3.75rem);font-weight:800;letter-spacing:-0.035em;line-height:1.05;color:#0f172a}
.cf-lead{max-width:560px;margin:20px 0 28px;font-size:1.0625rem;line-height:1.65;color:#475569}
${MD}{.cf-lead{font-size:1.1875rem}}
.cf-hero-actions{display:flex;flex-wrap:wrap;gap:12px}
.cf-hero-actions a{flex:1 1 auto}
${SM}{.cf-hero-actions a{flex:0 0 auto}}
.cf-trust{display:flex;flex-wrap:wrap;gap:10px 20px;margin:28px 0 0;padding:0;list-style:none;color:#475569;font-size:0.875rem;font-weight:500}
.cf-trust li{display:inline-flex;align-items:center;gap:6px}
.cf-trust svg{color:#15803d}
.cf-visual{display:none;margin:0;padding:0;list-style:none}
${LG}{.cf-visual{display:grid;grid-template-columns:repeat(2,1fr);gap:14px}}
#campus-frame .cf-tile{display:flex;align-items:center;gap:12px;padding:16px;border-radius:14px;background:#fff;border:1px solid #e2e8f0;box-shadow:0 4px 12px rgba(15,23,42,0.08);color:#0f172a;font-weight:600;font-size:0.9375rem;text-decoration:none}
.cf-tile span:first-child{display:inline-flex;padding:10px;border-radius:12px;background:#eef2ff;color:#4338ca}
.cf-offset{transform:translateY(18px)}
</style>`;

const LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Browse Gigs', to: paths.gigs() },
  { label: 'Marketplace', to: paths.marketplace },
];

/** The link the navbar marks as current (shell/src/layout/navbar/activeItem.ts, for these three). */
function currentLink(path: string): string | undefined {
  const at = path.toLowerCase();
  if (at === '/') return '/';
  return LINKS.find((l) => l.to !== '/' && (at === l.to || at.startsWith(`${l.to}/`)))?.to;
}

/** The navbar; `signedIn` (the request carries cookies) leaves out Log in / Sign up, which may not apply. */
function navbar(path: string, signedIn: boolean): string {
  const current = currentLink(path);
  const links = LINKS.map(
    ({ label, to }) =>
      `<li><a class="cf-link${to === current ? ' active' : ''}" href="${to}">${label}</a></li>`,
  ).join('');
  const actions = signedIn
    ? ''
    : '<div class="cf-actions"><a class="cf-btn cf-sm cf-ghost" href="/auth">Log in</a><a class="cf-btn cf-sm" href="/auth">Sign up</a></div>';
  return (
    '<header class="cf-header"><div class="cf-bar">' +
    `<a class="cf-brand" href="/"><span class="cf-mark">${icon('graduation-cap', 20)}</span><span>Campus <span class="cf-accent">Skills</span></span></a>` +
    `<nav class="cf-nav"><ul class="cf-links">${links}</ul></nav>` +
    `<div class="cf-search"><form><input type="search" placeholder="Search gigs..." tabindex="-1"><button type="button" tabindex="-1">${icon('search', 16)}</button></form></div>` +
    actions +
    `<button type="button" class="cf-toggle" tabindex="-1">${icon('menu', 24)}</button>` +
    '</div></header>'
  );
}

const TRUST = ['Verified .edu students only', 'Payments held in escrow', 'In-app messaging'];

function hero(signedIn: boolean): string {
  const second = signedIn
    ? `<a class="cf-btn cf-lg cf-outline" href="${paths.createGig}">${icon('plus', 18)}Offer Your Skills</a>`
    : '<a class="cf-btn cf-lg cf-outline" href="/auth">Sign Up with Google</a>';
  const tiles = SERVICE_CATEGORIES.slice(0, 6)
    .map(
      (category, i) =>
        `<li><a class="cf-tile${i % 2 === 1 ? ' cf-offset' : ''}" href="${escapeAttribute(paths.gigs({ category }))}"><span>${icon(CATEGORY_ICONS[category], 22)}</span><span>${category}</span></a></li>`,
    )
    .join('');
  return (
    '<section class="cf-hero"><div class="cf-hero-inner"><div>' +
    `<p class="cf-eyebrow">${icon('graduation-cap', 16)}Built for US university students</p>` +
    '<h1>Campus Skills Marketplace</h1>' +
    '<p class="cf-lead">Book tutoring, rides, design work and more from students at your campus, or earn by offering your own skills. Sign in with your university Google account; contact information is exchanged after payment.</p>' +
    `<div class="cf-hero-actions"><a class="cf-btn cf-lg" href="${paths.gigs()}">${icon('search', 18)}Find Services</a>${second}</div>` +
    `<ul class="cf-trust">${TRUST.map((t) => `<li>${icon('check-circle', 16)}${t}</li>`).join('')}</ul>` +
    `</div><ul class="cf-visual">${tiles}</ul></div></section>`
  );
}

const escapeText = (value: string) =>
  value.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

/** A remote page's heading and the line under it, as its route declares them (`firstPaint`). */
function remoteHeading({ heading, text }: FirstPaint): string {
  const line = text ? `<p>${escapeText(text)}</p>` : '';
  return `<div class="cf-page"><div class="cf-head"><div><h1>${escapeText(heading)}</h1>${line}</div></div></div>`;
}

/** The part of a page that needs no data: the home hero, or a remote route's declared first paint. */
function heading(
  path: string,
  search: string,
  signedIn: boolean,
  firstPaint: FirstPaint | undefined,
): string {
  const at = path.toLowerCase().replace(/(.)\/$/, '$1');
  // The home page with ?token= shows the e-mail verification card instead of the hero.
  if (at === '/') return new URLSearchParams(search).has('token') ? '' : hero(signedIn);
  return firstPaint ? remoteHeading(firstPaint) : '';
}

type FirstPaint = NonNullable<RemoteRouteDeclaration['firstPaint']>;

export interface FrameOptions {
  /** The requested pathname. */
  path: string;
  /** The requested query string (with or without its '?'). */
  search: string;
  /** The request carries cookies: maybe signed in, so no Log in / Sign up. */
  signedIn: boolean;
  /** What the remote route rendering the address declares for its first paint (none: no heading). */
  firstPaint?: FirstPaint | undefined;
}

/** The frame's element, written right after `<div id="root"></div>`. */
export function renderFrame({ path, search, signedIn, firstPaint }: FrameOptions): string {
  return `<div id="campus-frame" aria-hidden="true" inert>${navbar(path, signedIn)}<div class="cf-main">${heading(path, search, signedIn, firstPaint)}</div></div>`;
}
