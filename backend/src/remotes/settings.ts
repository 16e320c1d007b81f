import type { Context } from 'koa';
import type { Config } from '../config';

/** What the per-visitor remote choice needs from the configuration. */
export interface RemoteSettings {
  /** LOCAL_REMOTES: a browser may load a remote from its team's dev server. */
  localRemotes: boolean;
  /** The cookies are Secure: as the session's (auth/session.ts): PUBLIC_ORIGIN's scheme when set. */
  secureCookies: boolean | undefined;
}

export function remoteSettings(
  config: Pick<Config, 'localRemotes' | 'publicOrigin' | 'publicOriginFromEnv'>,
): RemoteSettings {
  return {
    localRemotes: config.localRemotes,
    secureCookies: config.publicOriginFromEnv ? config.publicOrigin.startsWith('https://') : undefined,
  };
}

/** Writes a cookie as the visitor and preview cookies are written: HttpOnly, SameSite=Lax, Path=/. */
export function setCookie(
  ctx: Context,
  settings: RemoteSettings,
  name: string,
  value: string | null,
  maxAgeMs: number,
): void {
  // TLS may end at a proxy in front of us: the cookie jar is told the connection is secure
  if (settings.secureCookies) ctx.cookies.secure = true;
  ctx.cookies.set(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: maxAgeMs,
    secure: settings.secureCookies,
    signed: false,
    overwrite: true,
  });
}
