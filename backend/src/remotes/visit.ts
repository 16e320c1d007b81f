import type { Context } from 'koa';
import type { Visit } from './channels';
import { previewsOf } from './preview-cookie';
import type { RemoteSettings } from './settings';
import { visitorOf } from './visitor';

/** This request's visitor and browser choices (sets the visitor cookie when it has none). */
export const visitOf = (ctx: Context, settings: RemoteSettings): Visit => ({
  visitor: visitorOf(ctx, settings),
  previews: previewsOf(ctx),
  localRemotes: settings.localRemotes,
});

/** A reply that depends on the visitor's cookies: no shared cache may keep it, each browser revalidates. */
export function perVisitor(ctx: Context): void {
  ctx.set('Cache-Control', 'private, no-cache');
  ctx.vary('Cookie');
}
