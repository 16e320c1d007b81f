import type { ReceivedMail, SmtpSink } from '../../backend/test/auth/smtpSink';

/**
 * How long a journey waits for an order mail: the product sends them from an outbox by a job that
 * runs once a minute (backend/src/orders/notifications.ts), so up to a minute and the job runner's
 * schedule check. A bound on a failure, not a wait.
 */
const ORDER_MAIL_TIMEOUT_MS = 150_000;

/**
 * A subject without its white space, to compare: the sink decodes a subject folded into several
 * encoded words (a long or non-ASCII one) with the folding's white space left in ('Plus C E'), where
 * RFC 2047 drops it.
 */
export const bareSubject = (subject: string) => subject.replace(/\s+/g, '');

/** The first mail to `to` whose subject is `subject`, once it arrives. */
export async function mailTo(
  sink: SmtpSink,
  to: string,
  subject: string,
  timeoutMs = ORDER_MAIL_TIMEOUT_MS,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  const find = () =>
    sink.messages.find(
      (m) => m.to.includes(to.toLowerCase()) && bareSubject(m.subject) === bareSubject(subject),
    );
  for (let found = find(); ; found = find()) {
    if (found) return found;
    if (Date.now() > deadline) {
      const got = sink.messages.filter((m) => m.to.includes(to.toLowerCase())).map((m) => m.subject);
      throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms; got: ${JSON.stringify(got)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The subjects (bare: see bareSubject) of every mail `to` received so far, sorted. */
export const subjectsTo = (sink: SmtpSink, to: string): string[] =>
  sink.messages
    .filter((m) => m.to.includes(to.toLowerCase()))
    .map((m) => bareSubject(m.subject))
    .sort();

/**
 * The mails a journey expects, step by step: each is looked for from the step that sends it, and
 * `checked()` waits for all of them together (order mails come once a minute, so waiting at each step
 * would make a journey minutes longer), checking that each says `says` and links to its order.
 */
export function expectedMails(sink: SmtpSink) {
  const pending: Promise<ReceivedMail>[] = [];
  return {
    expect(to: string, subject: string, says: string[]): void {
      const mail = mailTo(sink, to, subject).then((m) => {
        for (const words of says)
          if (!m.text.includes(words)) throw new Error(`Mail "${subject}" to ${to} does not say "${words}"`);
        return m;
      });
      mail.catch(() => undefined); // awaited by checked(); this only keeps an early failure from going unhandled
      pending.push(mail);
    },
    checked: () => Promise.all(pending.splice(0)),
  };
}
