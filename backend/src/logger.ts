import type { LogLevel } from './config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/**
 * Every character that could end a line or hide what a line says: C0/C1 controls and DEL, the line and
 * paragraph separators, and the bidi embeddings, overrides and isolates (which reorder text on screen).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** User text can never forge a log line: controls become visible escapes (`\n`, `\u202e`). */
export function escapeLogText(text: string): string {
  return text.replace(
    UNSAFE,
    (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * `key=value`. Text with spaces, quotes, '=', backslashes or controls is quoted with `\"` and `\\`
 * escaped, so it cannot pass for another key; other values are JSON (one line, controls escaped).
 */
function renderValue(v: unknown): string {
  if (v instanceof Error || typeof v === 'string') {
    const text = v instanceof Error ? (v.stack ?? v.message) : v;
    if (text !== '' && !/[\s"=\\]/.test(text) && escapeLogText(text) === text) return text;
    return `"${escapeLogText(text.replace(/["\\]/g, (c) => `\\${c}`))}"`;
  }
  return escapeLogText(JSON.stringify(v) ?? String(v));
}

function render(fields: LogFields | undefined): string {
  if (!fields) return '';
  const parts = Object.entries(fields).map(([k, v]) => `${escapeLogText(k)}=${renderValue(v)}`);
  return parts.length ? ` ${parts.join(' ')}` : '';
}

/**
 * One-line text logs: `2025-04-28T10:00:00.000Z info message key=value`, one entry per line whatever the
 * message and fields hold (see escapeLogText). Errors and warnings go to stderr.
 */
export function createLogger(level: LogLevel): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (RANK[lvl] < RANK[level]) return;
    const line = `${new Date().toISOString()} ${lvl} ${escapeLogText(msg)}${render(fields)}\n`;
    (RANK[lvl] >= RANK.warn ? process.stderr : process.stdout).write(line);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
