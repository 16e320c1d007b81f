import { useRef, useState } from 'react';
import { fullName, type OrderDetail } from '@campus/contracts';
import { Field, Textarea } from '@campus/ui';
import { useContestDispute } from '../api/contest-dispute';
import { useActionToast } from '../hooks/use-action-toast';
import { FormDialog } from '../../../components/FormDialog';

export const CONTEST_FORM_TEXT = { statementMissing: 'Please write your statement' } as const;

const STATEMENT_MAX = 4000;

interface Props {
  order: OrderDetail;
  onClose(): void;
}

/** The provider contests the dispute with their side of the story; an operator then decides. */
export function ContestDisputeDialog({ order, onClose }: Props) {
  const [statement, setStatement] = useState('');
  const [tried, setTried] = useState(false);
  const statementRef = useRef<HTMLTextAreaElement>(null);
  const { mutate, isPending } = useContestDispute();
  const toasts = useActionToast();
  const error = tried && !statement.trim() ? CONTEST_FORM_TEXT.statementMissing : null;

  const submit = () => {
    setTried(true);
    if (!statement.trim()) return statementRef.current?.focus();
    mutate(
      { orderId: order.id, statement: statement.trim() },
      {
        onSuccess: () => {
          toasts.done('contest_dispute');
          onClose();
        },
        onError: (failure) => toasts.failed('contest_dispute', failure),
      },
    );
  };

  const customer = fullName(order.customer) || 'The customer';
  return (
    <FormDialog
      title="Contest the dispute"
      description={
        <p>
          {customer} says: “{order.dispute?.reason ?? 'Other'}”. Explain your side: an operator reads both
          statements and decides. Both of you see the decision.
        </p>
      }
      submitLabel="Send statement"
      busyLabel="Sending..."
      busy={isPending}
      onSubmit={submit}
      onClose={onClose}
      initialFocus={statementRef}
    >
      <Field label="Your statement" error={error}>
        <Textarea
          ref={statementRef}
          rows={6}
          maxLength={STATEMENT_MAX}
          value={statement}
          onChange={(e) => setStatement(e.target.value)}
          required
        />
      </Field>
    </FormDialog>
  );
}
