import type { Context } from 'koa';
import { invalid, notFound } from '../domain-errors';
import { formatPreviews, LOCAL, PREVIEW_COOKIE, PREVIEW_MAX_AGE_MS, previewsOf } from './preview-cookie';
import { RELEASE_ID, REMOTE_FOLDER } from './releases';
import type { ReleaseStore } from './store';
import { registryRemote } from './registry';
import { setCookie, type RemoteSettings } from './settings';

/** `?to=`: a path of this site (never another origin), or `/`. */
function returnPath(ctx: Context): string {
  const to = ctx.query.to;
  if (to === undefined) return '/';
  const base = 'http://campus.invalid';
  const path = typeof to === 'string' && to.startsWith('/') && !/^\/[/\\]/.test(to) ? to : null;
  const url = path === null ? null : new URL(path, base);
  if (!url || url.origin !== base) throw invalid('"to" must be a path of this site, such as /marketplace');
  return url.pathname + url.search + url.hash;
}

function redirect(ctx: Context, to: string): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.status = 303;
  ctx.redirect(to);
}

/**
 * `/preview/<folder>/<release id>`: this browser gets that published release of the remote (and only
 * of that one) until `/preview/exit`; `/preview/<folder>/local`: the team's dev server (LOCAL_REMOTES).
 * Each sets the folder's entry of the preview cookie, keeps the others' and redirects (303) to `/` or
 * `?to=`. A release that is not published, or a local remote while LOCAL_REMOTES is off, is a 404.
 */
export async function previewRoute(
  ctx: Context,
  {
    staticRoot,
    settings,
    releases,
  }: { staticRoot: string; settings: RemoteSettings; releases: ReleaseStore },
): Promise<void> {
  const [, , folder = '', choice = '', ...rest] = ctx.path.split('/');
  if (folder === 'exit' && choice === '') {
    const to = returnPath(ctx);
    setCookie(ctx, settings, PREVIEW_COOKIE, null, 0);
    return redirect(ctx, to);
  }
  if (rest.length || !REMOTE_FOLDER.test(folder) || choice === '')
    throw notFound(
      'A preview address is /preview/<remote folder>/<release id>, /preview/<folder>/local or /preview/exit',
    );
  if (choice === LOCAL) {
    if (!settings.localRemotes)
      throw notFound('Local remotes are turned off on this server (LOCAL_REMOTES=false)');
    if (!(await registryRemote(staticRoot, folder)))
      throw notFound(`${folder} is not in the remote registry (remotes.json)`);
  } else if (!RELEASE_ID.test(choice)) {
    throw notFound('A release id is <semver>-<8+ hex digits>, such as 1.4.0-3f9a1c2b');
  } else if (!(await releases.now()).meta(folder, choice)) {
    throw notFound(`${folder} has no published release ${choice}`);
  }
  const to = returnPath(ctx);
  const previews = new Map(previewsOf(ctx));
  previews.set(folder, choice);
  setCookie(ctx, settings, PREVIEW_COOKIE, formatPreviews(previews), PREVIEW_MAX_AGE_MS);
  redirect(ctx, to);
}
