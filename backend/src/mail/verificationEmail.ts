import { PRODUCT_NAME } from '@campus/contracts';
import type { MailMessage } from './mailer';
import { escapeHtml } from './html';

export interface VerificationEmailInput {
  to: string;
  firstName: string | null;
  /** Absolute address of the verify page with the token. */
  link: string;
  code: string;
}

export const VERIFICATION_SUBJECT = `Verify your e-mail for ${PRODUCT_NAME}`;

export const verificationLink = (publicOrigin: string, token: string) =>
  `${publicOrigin.replace(/\/+$/, '')}/verify-email?token=${encodeURIComponent(token)}`;

/** The one mail registration sends: a link that verifies in one click, and the same proof as a 6-digit code. */
export function verificationEmail({ to, firstName, link, code }: VerificationEmailInput): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const text = [
    greeting,
    '',
    `Welcome to ${PRODUCT_NAME}! Confirm your university e-mail address to finish creating your account.`,
    '',
    'Open this link to verify your e-mail:',
    link,
    '',
    `Or enter this 6-digit verification code: ${code}`,
    '',
    'The link and the code expire in 24 hours. If you did not sign up, ignore this e-mail.',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:system-ui,sans-serif;color:#111827;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>Welcome to ${escapeHtml(PRODUCT_NAME)}! Confirm your university e-mail address to finish creating your account.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">Verify Email</a></p>
<p>Or enter this 6-digit verification code: <strong style="font-size:20px;letter-spacing:4px">${code}</strong></p>
<p style="color:#6b7280;font-size:13px">The link and the code expire in 24 hours. If you did not sign up, ignore this e-mail.<br>${escapeHtml(link)}</p>
</body></html>`;
  return { to, subject: VERIFICATION_SUBJECT, text, html };
}
