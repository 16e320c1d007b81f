import { mkdir, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import nodemailer from 'nodemailer';
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
 * mail client) and `<id>.json` under `dir`, and its text (with any link and code) goes to the server log.
 */
export function createOutboxMailer(dir: string, from: string, log: LogLine): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const date = new Date();
      const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      const info = await composer.sendMail({ from, ...message, date });
      const entry: OutboxEntry = { id, date: date.toISOString(), from, ...message };
      await mkdir(dir, { recursive: true });
      const eml = path.join(dir, `${id}.eml`);
      await writeFile(eml, info.message as Buffer);
      await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
      log(
        `[mail] outbox (no SMTP_URL set): "${message.subject}" to ${message.to}, saved as ${eml}\n${message.text}`,
      );
    },
    close() {
      composer.close();
    },
  };
}
