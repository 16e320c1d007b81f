import path from 'node:path';
import type { LogLine, Mailer } from './mailer';
import { createSmtpMailer } from './smtpMailer';
import { createOutboxMailer } from './outboxMailer';

export interface MailConfig {
  smtpUrl: string | null;
  mailFrom: string;
  dataDir: string;
  /** In production the outbox never logs a message's text: it holds verification links and codes. */
  env: 'development' | 'production' | 'test';
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** SMTP when `SMTP_URL` is set; otherwise the local outbox under `${DATA_DIR}/outbox`. */
export function createMailer(config: MailConfig, log: LogLine): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.mailFrom);
  return createOutboxMailer(outboxDir(config.dataDir), config.mailFrom, log, {
    logText: config.env !== 'production',
  });
}
