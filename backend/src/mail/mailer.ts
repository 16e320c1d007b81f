/** One outgoing e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail over SMTP, or drops it in the local outbox when no SMTP server is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Where the outbox reports each message: a log entry (see Logger). */
export type LogLine = (msg: string, fields?: Record<string, unknown>) => void;
