import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import type { LogFormat, LogLevel } from './config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const requestIds = new AsyncLocalStorage<string>();

/** Runs `work` as part of request `requestId`: every entry logged meanwhile carries it (http/request-context.ts). */
export const withRequestId = <T>(requestId: string, work: () => T): T => requestIds.run(requestId, work);

/** The id of the request being served on this async path, if any. */
export const currentRequestId = (): string | undefined => requestIds.getStore();

/**
 * Runs `work` outside any request: for events of shared resources (a pooled connection lost while idle)
 * that would otherwise carry the id of whichever request first opened the resource.
 */
export const outsideRequest = <T>(work: () => T): T => requestIds.exit(work);

/**
 * Every character that could end a line or hide what a line says: C0/C1 controls and DEL, the line and
 * paragraph separators, and the bidi embeddings, overrides and isolates (which reorder text on screen).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const unicodeEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** User text can never forge a log line: controls become visible escapes (`\n`, `\u202e`). */
export function escapeLogText(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT_ESCAPES[c] ?? unicodeEscape(c));
}

/**
 * A JSON line with what JSON leaves raw (DEL, C1 controls such as NEL, U+2028/2029, bidi controls) as
 * `\uXXXX` escapes: the same JSON value, and no viewer splits or reorders the line. (JSON itself escapes
 * the C0 controls, so every unsafe character left is inside a string, where the escape is valid.)
 */
const safeJsonLine = (line: string) => line.replace(UNSAFE, (c) => (c === '\n' ? c : unicodeEscape(c)));

/** Every string in a parsed entry through escapeLogText (pretty output prints them raw). */
function escapeStrings(value: unknown): unknown {
  if (typeof value === 'string') return escapeLogText(value);
  if (Array.isArray(value)) return value.map(escapeStrings);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [escapeLogText(k), escapeStrings(v)]));
  return value;
}

/**
 * Where the lines go: process.stdout (looked up at each write, so a test can capture it). Synchronous
 * and in this thread: no pino transport worker (the backend is one esbuild bundle, npm packages beside
 * it), and nothing is lost when the process exits right after a line.
 */
function destination(format: LogFormat): pino.DestinationStream {
  if (format === 'json') return { write: (line: string) => void process.stdout.write(safeJsonLine(line)) };
  const prettify = pinoPretty.prettyFactory({
    colorize: Boolean(process.stdout.isTTY),
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return {
    write: (line: string) => void process.stdout.write(prettify(escapeStrings(JSON.parse(line)))),
  };
}

/**
 * LOG_FORMAT unset: pretty when a person runs the backend on a terminal (not in production), else JSON
 * (a file, a pipe, a container's log collector).
 */
export function resolveLogFormat(
  format: LogFormat | undefined,
  { env, terminal }: { env: string; terminal: boolean },
): LogFormat {
  return format ?? (terminal && env !== 'production' ? 'pretty' : 'json');
}

/**
 * pino, one JSON object per line on stdout: `{"level":"info","time":"2025-04-28T10:00:00.000Z",
 * "pid":1,"hostname":"…","requestId":"…",…fields,"msg":"…"}`, whatever the message and fields hold (see
 * safeJsonLine); the request id of the request being served, when there is one. `pretty` is for a
 * person at a terminal (pino-pretty, same fields).
 */
export function createLogger(level: LogLevel, format: LogFormat = 'json'): Logger {
  const logger = pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination(format),
  );
  const at =
    (lvl: 'debug' | 'info' | 'warn' | 'error') =>
    (msg: string, fields?: LogFields): void => {
      if (fields) logger[lvl](fields, msg);
      else logger[lvl](msg);
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
