import type { Middleware } from 'koa';
import type { Config } from '../config';

/** API replies are data: nothing in them may run, load or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The policy of the shell's pages: everything the product loads comes from its own origin (the shell,
 * the remotes under /mf/, /api, /uploads, the shipped fonts). Styles also allow 'unsafe-inline':
 * styled-components inserts <style> elements at run time, index.html has one, and React renders style
 * attributes (a nonce would need a per-request index.html and still not cover attributes). Scripts get
 * no such allowance. Images also come as data: URLs (the favicon). With Google sign-in on, the origin
 * of GOOGLE_SCRIPT_URL serves its script, its button frame, its styles and its calls. With Stripe as the
 * payment provider (and its publishable key set), Stripe.js and its card, wallet and 3-D Secure frames
 * load from Stripe's origins (Stripe's published CSP list). With UPLOAD_PUBLIC_URL, uploaded images load
 * from its origin (/uploads/* redirects there).
 */
export function pageContentSecurityPolicy(
  config: Pick<
    Config,
    'googleClientId' | 'googleScriptUrl' | 'paymentProvider' | 'stripePublishableKey' | 'uploadPublicUrl'
  >,
): string {
  const google = config.googleClientId ? [new URL(config.googleScriptUrl).origin] : [];
  const stripeOn = config.paymentProvider === 'stripe' && Boolean(config.stripePublishableKey);
  const stripe = (...origins: string[]) => (stripeOn ? origins : []);
  const uploads = config.uploadPublicUrl ? [new URL(config.uploadPublicUrl).origin] : [];
  const frames = [
    ...google,
    ...stripe('https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...google, ...stripe('https://js.stripe.com', 'https://*.js.stripe.com')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...google]],
    ['img-src', ["'self'", 'data:', ...uploads, ...stripe('https://*.stripe.com')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...google, ...stripe('https://api.stripe.com')]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** A year; sent only when the product's public address is https (browsers ignore it over http anyway). */
export const HSTS = 'max-age=31536000';

/**
 * Headers every response carries; API replies are never cached by browsers or proxies. Pages (and the
 * files beside them) get the page policy; /uploads sets its own stricter one.
 */
export function securityHeaders(
  config: Pick<
    Config,
    | 'googleClientId'
    | 'googleScriptUrl'
    | 'publicOrigin'
    | 'paymentProvider'
    | 'stripePublishableKey'
    | 'uploadPublicUrl'
  >,
): Middleware {
  const pagePolicy = pageContentSecurityPolicy(config);
  const https = new URL(config.publicOrigin).protocol === 'https:';
  return async (ctx, next) => {
    const isApi = ctx.path === '/api' || ctx.path.startsWith('/api/');
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': isApi ? API_CONTENT_SECURITY_POLICY : pagePolicy,
    });
    if (https) ctx.set('Strict-Transport-Security', HSTS);
    if (isApi) ctx.set('Cache-Control', 'no-store');
    await next();
  };
}
