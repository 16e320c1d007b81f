import type { LogLevel } from './config';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

function render(fields: LogFields | undefined): string {
  if (!fields) return '';
  const parts = Object.entries(fields).map(([k, v]) => {
    if (v instanceof Error) return `${k}=${v.stack ?? v.message}`;
    return `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`;
  });
  return parts.length ? ` ${parts.join(' ')}` : '';
}

/** One-line text logs: `2025-04-28T10:00:00.000Z info message key=value`. Errors and warnings go to stderr. */
export function createLogger(level: LogLevel): Logger {
  const at = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (RANK[lvl] < RANK[level]) return;
    const line = `${new Date().toISOString()} ${lvl} ${msg}${render(fields)}\n`;
    (RANK[lvl] >= RANK.warn ? process.stderr : process.stdout).write(line);
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
