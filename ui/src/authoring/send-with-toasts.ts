import { errorMessage } from '@campus/contracts';

/** A toast, as the runtime's `toast` takes it. */
export interface AuthoringNotice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface SendTexts {
  /** After the write ('Gig updated'). */
  done: AuthoringNotice;
  /** The failure toast's title ('Error updating gig'); its text is the server's message. */
  failedTitle: string;
}

/**
 * A create or edit form's write with its toasts: `done` after it (resolving with the reply), the
 * server's message after a failure, which is thrown again so the form stays as it was (and shows a 400's field messages).
 */
export async function sendWithToasts<R>(
  send: () => Promise<R>,
  toast: (notice: AuthoringNotice) => void,
  { done, failedTitle }: SendTexts,
): Promise<R> {
  try {
    const reply = await send();
    toast(done);
    return reply;
  } catch (error) {
    toast({
      title: failedTitle,
      description: errorMessage(error, 'Something went wrong. Please try again.'),
      variant: 'destructive',
    });
    throw error;
  }
}
