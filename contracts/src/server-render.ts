import type { RemoteManifest } from './remotes';

/**
 * What a page module's owner tells the backend's server renderer (issue 24). A remote's `src/server.ts`
 * (the shell's `src/server/shell-pages.ts` for its own pages) default-exports a `ServerPages`: per page
 * module, the data its first screen reads (put into the request's query client with the same query
 * options the page's hooks use, so the browser hydrates from it and asks nothing again) and the page's
 * `<head>` (title, description, link preview) read from that data. Types only: nothing here runs.
 */

/** One page request as the renderer sees it. */
export interface ServerPageRequest {
  /** The page module's expose key, as the route declares it: `'./GigDetailPage'`. */
  page: string;
  /** The requested pathname: `/gigs/12`. */
  path: string;
  /** The route's parameters as react-router matches them: `{ id: '12' }`. */
  params: Readonly<Record<string, string>>;
  /** The query string, without its `?`. */
  search: string;
  /** PUBLIC_ORIGIN (`https://campus.example`): absolute addresses for link previews. */
  origin: string;
  /** Whether the request carries a valid session. */
  signedIn: boolean;
}

/** The page's `<head>` from its data: the renderer writes title, description, canonical and Open Graph tags. */
export interface PageHead {
  /** The document title without the site's name (the renderer adds ` · Campus Skills Marketplace`). */
  title: string;
  /** One or two sentences, plain text (the renderer shortens and escapes it). */
  description?: string;
  /** Link preview image: a site-relative (`/uploads/…`) or absolute address. */
  image?: string;
  /** `og:type`: 'website' unless the page is one thing for sale ('product'). */
  type?: 'website' | 'product';
  /**
   * The first screen's largest image, exactly as the page's `<img>` asks for it (same `src`, `srcset`
   * and `sizes`), preloaded from `<head>` with `fetchpriority="high"`.
   */
  largestImage?: { src: string; srcset?: string; sizes?: string };
}

/**
 * A page owner's server module. `Client` is @tanstack/react-query's QueryClient (contracts does not
 * depend on it). Both functions may be absent; `prefetch` errors are the page's own (a 404 gig renders
 * its 'not found' state from the cached error, exactly as the browser would).
 */
export interface ServerPages<Client> {
  /** Fills `client` with what the first screen of `request.page` reads. Never throws. */
  prefetch?(request: ServerPageRequest, client: Client): Promise<void>;
  /** The head of `request.page` from what `prefetch` put in `client`; null: the route's title alone. */
  head?(request: ServerPageRequest, client: Client): PageHead | null;
}

/** Why a remote's page was left to the browser by the server renderer (`Server-Timing`, a metric label). */
export type FallbackReason = 'no-bundle' | 'load-failed' | 'no-page' | 'budget' | 'data' | 'render';

/**
 * One page request as the backend hands it to the shell's server bundle (backend/src/ssr/render-page.ts
 * → shell/src/server/render-app.tsx). `Bundle` is what a remote's server bundle exports (the shell
 * knows its React types; the backend does not).
 */
export interface RenderRequest<Bundle = unknown> {
  /** Pathname. */
  path: string;
  /** Query string without its `?`. */
  search: string;
  /** This backend's own address for the page's API calls (`http://127.0.0.1:3000`). */
  apiOrigin: string;
  /** The visitor's Cookie header. */
  cookie: string | undefined;
  /** Whether that header carries a session cookie (without one, nobody is signed in). */
  hasSession: boolean;
  /** PUBLIC_ORIGIN. */
  origin: string;
  /** The visitor's remote manifest (the one embedded in the page). */
  manifest: RemoteManifest;
  /** Whether the address needs a session (a visitor without one is sent to sign-in). */
  guarded: boolean;
  /** The remote page of the address, when a remote renders it. */
  remote: {
    /** `'mf_gigs/GigDetailPage'`. */
    id: string;
    /** The route pattern: `'/gigs/:id'`. */
    route: string;
    /** The expose key: `'./GigDetailPage'`. */
    page: string;
    /** The remote's server bundle for the visitor's release; rejects (or never settles) when there is none. */
    bundle: Promise<Bundle>;
  } | null;
  /** How long the remote's page may take (loading, data, rendering) before the browser renders it. */
  budgetMs: number;
}

/** What the renderer answers; `State` is what the browser hydrates from (the shell's query cache and user). */
export type RenderResult<State = unknown> =
  | { kind: 'redirect'; location: string }
  | {
      kind: 'page';
      html: string;
      styles: string;
      state: State;
      head: PageHead | null;
      /** Set when the remote's page was left to the browser, with why. */
      fallback: FallbackReason | null;
      /** Errors other than an expected fallback, for the backend's log. */
      errors: unknown[];
    };
