import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`: give it to the backend as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` (waiting up to `timeoutMs` for it to arrive). */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

type Headers = Map<string, string>;

function splitHeaders(raw: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  // escape literal percent signs first so decodeURIComponent sees only our escapes
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function decodeBody(body: string, encoding = ''): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** `=?UTF-8?Q?...?=` / `=?UTF-8?B?...?=` words in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Just enough MIME to read the text and HTML parts of what nodemailer sends. */
function collectParts(raw: string, into: { text: string; html: string }): Headers {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
  } else {
    const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
    if (/^text\/html/i.test(type)) into.html ||= decoded;
    else if (/^text\/plain/i.test(type)) into.text ||= decoded;
  }
  return headers;
}

export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const body = { text: '', html: '' };
  const headers = collectParts(raw, body);
  return { from, to, subject: decodeWords(headers.get('subject') ?? ''), ...body, raw };
}

/** The verification link, its token and the 6-digit code of a verification mail. */
export function verificationOf(mail: ReceivedMail): { link: string; token: string; code: string } {
  const link = /https?:\/\/\S+\/verify-email\?token=[^\s"<]+/.exec(mail.text)?.[0];
  const code = /code:\s*(\d{6})/.exec(mail.text)?.[1];
  if (!link || !code) throw new Error(`No verification link or code in mail "${mail.subject}"`);
  const token = new URL(link).searchParams.get('token') ?? '';
  return { link, token, code };
}

/**
 * A real SMTP server on a loopback port (ephemeral unless `port` is given: a mail server coming back
 * where the backend expects it) that keeps every message it receives, and refuses (550) recipients whose
 * address starts with 'rejected'.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // an address that starts with 'rejected' does not exist here: refused for good, as a real server does
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().startsWith('rejected'))
        callback(Object.assign(new Error('No such user'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  const find = (address: string) => messages.find((m) => m.to.includes(address.toLowerCase()));
  // a bound on a failure, not a wait: mails go through the job runner, slower on a loaded machine
  const waitFor = async (address: string, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find(address);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };

  return {
    url: `smtp://127.0.0.1:${listening}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
