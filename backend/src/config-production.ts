/**
 * What production refuses to start with (config.ts lists these with its other problems, all at once):
 * settings that work on a laptop but are unsafe or broken on a public, possibly multi-machine, site.
 */

/** A random secret of 32+ characters has far more distinct ones (32 hex digits: 14 on average). */
export const SESSION_SECRET_MIN_DISTINCT = 8;
/** Words of the sample values people paste from docs and .env templates. */
const PLACEHOLDER_WORDS = [
  'changeme',
  'change-me',
  'change_me',
  'replace',
  'placeholder',
  'example',
  'secret',
  'password',
];

export const SESSION_SECRET_WEAK =
  `SESSION_SECRET is too weak for production: use a random value (e.g. \`openssl rand -base64 48\`), ` +
  `not a placeholder (${PLACEHOLDER_WORDS.slice(0, 5).join(', ')}, ...) or a repeated pattern ` +
  `(fewer than ${SESSION_SECRET_MIN_DISTINCT} distinct characters)`;
export const PUBLIC_ORIGIN_REQUIRED =
  'PUBLIC_ORIGIN is required when NODE_ENV=production: the https:// address students open (e.g. https://campus.example.edu)';
export const PUBLIC_ORIGIN_NOT_HTTPS =
  'PUBLIC_ORIGIN must be https:// when NODE_ENV=production (session cookies are Secure only over https); http:// is accepted only for localhost/127.0.0.1/[::1]';
export const DISK_UPLOADS_ON_SEVERAL_INSTANCES =
  'UPLOAD_STORAGE=disk with INSTANCE_COUNT > 1: each instance would keep the photos it received on its own disk; set UPLOAD_STORAGE=s3';

/** A secret that is long enough but guessable: a placeholder word, or too few distinct characters. */
export function weakSecret(secret: string): boolean {
  const lower = secret.toLowerCase();
  return (
    new Set(secret).size < SESSION_SECRET_MIN_DISTINCT || PLACEHOLDER_WORDS.some((w) => lower.includes(w))
  );
}

/** Loopback addresses cannot be reached from another machine, and browsers treat them as secure. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ProductionSettings {
  sessionSecret: string | undefined;
  /** PUBLIC_ORIGIN as set (undefined when unset). */
  publicOrigin: string | undefined;
  uploadStorage: 'disk' | 's3';
  instanceCount: number;
}

/** The reasons production must not start with these settings (empty: it may). */
export function productionProblems(s: ProductionSettings): string[] {
  const problems: string[] = [];
  // every instance must sign cookies with the same key, and a key in DATA_DIR is not shared
  if (!s.sessionSecret) problems.push('SESSION_SECRET is required when NODE_ENV=production');
  else if (weakSecret(s.sessionSecret)) problems.push(SESSION_SECRET_WEAK);
  if (s.publicOrigin === undefined) problems.push(PUBLIC_ORIGIN_REQUIRED);
  else {
    const url = new URL(s.publicOrigin);
    if (url.protocol !== 'https:' && !LOOPBACK.has(url.hostname)) problems.push(PUBLIC_ORIGIN_NOT_HTTPS);
  }
  if (s.uploadStorage === 'disk' && s.instanceCount > 1) problems.push(DISK_UPLOADS_ON_SEVERAL_INSTANCES);
  return problems;
}
