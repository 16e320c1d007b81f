import type { Middleware } from 'koa';
import { notFound } from '../domain-errors';
import type { UploadStorage } from './storage';
import { UPLOAD_CACHE_CONTROL, UPLOAD_FILE_NAME, UPLOADS_PATH } from './urls';
/** How long browsers keep the redirect to UPLOAD_PUBLIC_URL: a moved bucket is followed within a day. */
export const UPLOAD_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';
/** Nothing in an upload may run or load anything, even if a browser were talked into rendering it. */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'";

/**
 * GET and HEAD `/uploads/<key>.webp` (and `<key>-thumb.webp`) from the upload store, whichever it is:
 * streamed (never cached in memory), with `nosniff` (securityHeaders) and a policy under which nothing
 * runs. With `publicUrl` (UPLOAD_PUBLIC_URL) the answer is a redirect to the store's own public URL
 * instead (docs/decisions/upload-public-url.md). Names that are not an upload's are 404 without asking
 * the store; other methods go on (to the static files' 404).
 */
export function serveUploads({
  storage,
  publicUrl,
}: {
  storage: UploadStorage;
  publicUrl: string | undefined;
}): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${UPLOADS_PATH}/`) || (ctx.method !== 'GET' && ctx.method !== 'HEAD'))
      return next();
    ctx.set('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
    const name = ctx.path.slice(UPLOADS_PATH.length + 1);
    if (!UPLOAD_FILE_NAME.test(name)) throw notFound();

    if (publicUrl) {
      ctx.set('Cache-Control', UPLOAD_REDIRECT_CACHE_CONTROL);
      ctx.redirect(`${publicUrl}/${name}`);
      return;
    }

    const file = await storage.open(name);
    if (!file) throw notFound();
    ctx.status = 200;
    ctx.set({
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'Last-Modified': file.modifiedAt.toUTCString(),
      ETag: file.etag,
    });
    if (ctx.fresh) {
      file.body.destroy();
      ctx.status = 304;
      return;
    }
    ctx.compress = false;
    ctx.type = 'image/webp';
    ctx.length = file.size;
    // Koa destroys the stream when the response ends, sent or not (a HEAD, a client gone).
    ctx.body = file.body;
  };
}
