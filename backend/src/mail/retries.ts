/**
 * How a mail job whose send failed (the mail server down) is tried again: every minute for an hour. The
 * job runner's default (two retries) would drop the mail after a two-minute outage.
 */
export const MAIL_RETRIES = { retryLimit: 60, retryDelaySeconds: 60 } as const;
