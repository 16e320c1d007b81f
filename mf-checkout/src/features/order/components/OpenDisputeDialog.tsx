import { useRef, useState } from 'react';
import { DISPUTE_REASONS, formatLongDate, type DisputeReason, type OrderDetail } from '@campus/contracts';
import { Field, Select, Textarea, useHydrated } from '@campus/ui';
import { useOpenDispute } from '../api/open-dispute';
import { useActionToast } from '../hooks/use-action-toast';
import { FormDialog } from '../../../components/FormDialog';

export const DISPUTE_FORM_TEXT = {
  reasonMissing: 'Please choose a reason',
  detailsMissing: 'Please describe what went wrong',
} as const;

const DETAILS_MAX = 4000;

const isReason = (value: string): value is DisputeReason =>
  (DISPUTE_REASONS as readonly string[]).includes(value);

interface Props {
  order: OrderDetail;
  onClose(): void;
}

/** The customer disputes the order: a reason from the list and what went wrong, both required. */
export function OpenDisputeDialog({ order, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [tried, setTried] = useState(false);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const detailsRef = useRef<HTMLTextAreaElement>(null);
  const { mutate, isPending } = useOpenDispute();
  const toasts = useActionToast();
  const local = useHydrated();

  const reasonError = tried && !isReason(reason) ? DISPUTE_FORM_TEXT.reasonMissing : null;
  const detailsError = tried && !details.trim() ? DISPUTE_FORM_TEXT.detailsMissing : null;

  const submit = () => {
    setTried(true);
    if (!isReason(reason)) return reasonRef.current?.focus();
    if (!details.trim()) return detailsRef.current?.focus();
    mutate(
      { orderId: order.id, reason, details: details.trim() },
      {
        onSuccess: () => {
          toasts.done('open_dispute');
          onClose();
        },
        onError: (error) => toasts.failed('open_dispute', error),
      },
    );
  };

  const deadline = order.disputeDeadline ? ` before ${formatLongDate(order.disputeDeadline, local)}` : '';
  return (
    <FormDialog
      title="Open a dispute"
      description={
        <p>
          Tell us what went wrong{deadline}. The payment stays in escrow: the provider can accept a refund or
          contest, and if they contest, an operator decides.
        </p>
      }
      submitLabel="Open dispute"
      busyLabel="Opening..."
      busy={isPending}
      onSubmit={submit}
      onClose={onClose}
      initialFocus={reasonRef}
    >
      <Field label="Reason" error={reasonError}>
        <Select ref={reasonRef} value={reason} onChange={(e) => setReason(e.target.value)} required>
          <option value="">Choose a reason</option>
          {DISPUTE_REASONS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Details" error={detailsError}>
        <Textarea
          ref={detailsRef}
          rows={5}
          maxLength={DETAILS_MAX}
          placeholder="What was agreed, and what happened instead?"
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          required
        />
      </Field>
    </FormDialog>
  );
}
