import registry from '../../remotes.json';
import { lazySchema, z } from './zod';

/** One remote of the registry (remotes.json at the repository root, the one list of remotes). */
export const registryEntry = lazySchema(() =>
  z.object({
    /** Package folder, `mf-<kebab>`. */
    folder: z.string().check(z.regex(/^mf-[a-z][a-z0-9-]*$/)),
    /** Module Federation name (a JS identifier), `mf_<snake>`. */
    name: z.string().check(z.regex(/^mf_[a-z][a-z0-9_]*$/)),
    /** The owning team's handle, as CODEOWNERS names it. */
    team: z.string().check(z.startsWith('@')),
    /** Port of `npm run dev -- <folder>` (the remote served from the team's machine). */
    devPort: z.int().check(z.gte(1024), z.lte(65535)),
  }),
);
export type RegistryEntry = z.infer<typeof registryEntry>;

/** remotes.json: the registry file. */
export const remoteRegistry = lazySchema(() => z.object({ remotes: z.array(registryEntry) }));

/**
 * The registry's remotes (read at build time; the shell never depends on it: it reads the live manifest).
 * Checked against remoteRegistry by contracts' test, not parsed here: every page loads this module.
 */
export const REMOTE_REGISTRY: readonly RegistryEntry[] = registry.remotes;

/** Module Federation remote names by package folder, from the registry. */
export const REMOTES: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTE_REGISTRY.map((r) => [r.folder, r.name]),
);

/**
 * A page a remote renders, declared in the remote's own `remote.json` (versioned with it) and served in
 * the live manifest: the shell builds its router and tab titles from these, the backend its preloads
 * and pre-JavaScript first paint.
 */
export const remoteRouteDeclaration = lazySchema(() =>
  z.object({
    /** A react-router path pattern (`:name` matches one segment). */
    path: z.string().check(z.startsWith('/')),
    /** The exposed module rendering it: a key of the remote's `exposes` ('./GigDetailPage'). */
    page: z.string().check(z.startsWith('./')),
    /** The page needs a signed-in student. */
    guarded: z.boolean(),
    /** The browser tab's title ('Browse Gigs'; the shell appends the product name). */
    title: z.string().check(z.minLength(1)),
    /** What the page paints before JavaScript runs (the static frame): its heading and the line under it. */
    firstPaint: z.optional(
      z.object({ heading: z.string().check(z.minLength(1)), text: z.optional(z.string()) }),
    ),
  }),
);
export type RemoteRouteDeclaration = z.infer<typeof remoteRouteDeclaration>;

/**
 * A navigation entry a remote adds to the shell's menus. `area`: `public` (the navbar, everyone),
 * `signedIn` (the navbar, signed-in students), `userMenu` (the account menu), `operator` (the account
 * menu, operators only). Entries are sorted by `order` within an area.
 */
export const remoteNavEntry = lazySchema(() =>
  z.object({
    label: z.string().check(z.minLength(1)),
    to: z.string().check(z.startsWith('/')),
    area: z.enum(['public', 'signedIn', 'userMenu', 'operator']),
    order: z.number(),
    /** A live count shown beside the label. */
    badge: z.optional(z.enum(['unread-messages'])),
  }),
);
export type RemoteNavEntry = z.infer<typeof remoteNavEntry>;

/** A remote's `remote.json` (and `campus-remote.json` in each build): what it exposes, routes and menus. */
export const remoteDeclaration = lazySchema(() =>
  z.object({
    exposes: z.record(z.string().check(z.startsWith('./')), z.string()),
    routes: z.array(remoteRouteDeclaration),
    nav: z.array(remoteNavEntry),
  }),
);
export type RemoteDeclaration = z.infer<typeof remoteDeclaration>;

/** Which version of a remote this visitor is served: live, a canary share, a preview or a local dev build. */
export const remoteChannel = lazySchema(() => z.enum(['live', 'canary', 'preview', 'local']));
export type RemoteChannel = z.infer<typeof remoteChannel>;

/** GET /api/remotes: where each remote's entry lives, served by the backend at run time, per visitor. */
export const remoteManifest = lazySchema(() =>
  z.object({
    remotes: z.array(
      z.object({
        name: z.string(),
        folder: z.string(),
        entry: z.string(),
        version: z.string(),
        channel: remoteChannel,
        /** Set when the remote must not be loaded (its shell runtime range is not met): the reason. */
        unavailable: z.optional(z.string()),
        routes: z.array(remoteRouteDeclaration),
        nav: z.array(remoteNavEntry),
      }),
    ),
  }),
);
export type RemoteManifest = z.infer<typeof remoteManifest>;
export type ServedRemote = RemoteManifest['remotes'][number];
