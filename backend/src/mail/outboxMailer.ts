import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { onFirstUse } from '../first-use';
import type { LogLine, Mailer } from './mailer';

/** The JSON twin of each `.eml` in the outbox, easy to read from a script or a test. */
export interface OutboxEntry {
  id: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Development delivery when no SMTP server is configured: each message becomes `<id>.eml` (open it in any
 * mail client) and `<id>.json` under `dir`, and is logged; with `logText` its text (with any link and
 * code) goes to the log too, which must never happen in production (logs travel further than DATA_DIR).
 */
export function createOutboxMailer(
  dir: string,
  from: string,
  log: LogLine,
  { logText }: { logText: boolean },
): Mailer {
  // nodemailer loads with the first message, not at start (bench/memory)
  const open = async () =>
    (await import('nodemailer')).default.createTransport({
      streamTransport: true,
      buffer: true,
      newline: 'unix',
    });
  let opened: Awaited<ReturnType<typeof open>> | undefined;
  const composer = onFirstUse(async () => (opened = await open()));
  return {
    kind: 'outbox',
    async send(message) {
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const info = await (await composer()).sendMail({ from, ...message, date });
      const entry: OutboxEntry = { id, date: date.toISOString(), from, ...message };
      await mkdir(dir, { recursive: true });
      const eml = path.join(dir, `${id}.eml`);
      await writeFile(eml, info.message as Buffer);
      await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
      log('[mail] saved to the local outbox (no SMTP_URL set)', {
        to: message.to,
        subject: message.subject,
        file: eml,
        ...(logText ? { text: message.text } : {}),
      });
    },
    close() {
      opened?.close();
    },
  };
}
