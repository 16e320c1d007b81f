import { onFirstUse } from '../first-use';
import type { Mailer } from './mailer';

/** Milliseconds: to connect, for the server's greeting, of silence on an open connection. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Real delivery through the SMTP server of `SMTP_URL` (smtp://user:pass@host:587, smtps://... for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // A mail server that does not answer fails a send in seconds (nodemailer's defaults wait minutes), so a
  // registration queues its mail for later instead of holding the student's request.
  // nodemailer loads with the first message, not at start (bench/memory)
  const connect = async () =>
    (await import('nodemailer')).default.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  let opened: Awaited<ReturnType<typeof connect>> | undefined;
  const transport = onFirstUse(async () => (opened = await connect()));
  return {
    kind: 'smtp',
    async send(message) {
      await (await transport()).sendMail({ from, ...message });
    },
    close() {
      opened?.close();
    },
  };
}
