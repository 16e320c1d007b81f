import { useMemo } from 'react';
import { errorMessage } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { ACTION_DONE, ACTION_FAILED, ORDER_TEXT } from '../texts';

/** The toasts after an action: its success, or its failure with the server's message. */
export function useActionToast() {
  const { toast } = useToast();
  return useMemo(
    () => ({
      done: (what: keyof typeof ACTION_DONE) => toast(ACTION_DONE[what]),
      failed: (what: keyof typeof ACTION_FAILED, error: unknown) =>
        toast({
          title: ACTION_FAILED[what],
          description: errorMessage(error, ORDER_TEXT.actionFailed),
          variant: 'destructive',
        }),
    }),
    [toast],
  );
}
