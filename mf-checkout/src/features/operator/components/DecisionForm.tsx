import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, formatUsd, fullName, type OrderDetail } from '@campus/contracts';
import { useToast } from '@campus/shell/runtime';
import { Button, Field, PriceInput, Textarea } from '@campus/ui';
import { FormDialog } from '../../../components/FormDialog';
import { useDecideDispute, type DisputeDecision } from '../api/decide-dispute';
import { OPERATOR_TEXT as T } from '../texts';
import {
  decisionErrors,
  decisionSplit,
  refundAmountOf,
  type DecisionDraft,
  type Outcome,
  type RefundKind,
} from './decision';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    padding: 0;
    font-size: 0.875rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    font-size: 0.9375rem;
    cursor: pointer;
  }
  input {
    width: 16px;
    height: 16px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const EMPTY: DecisionDraft = { outcome: 'release', refundKind: 'full', amount: '', note: '' };

/**
 * What the decision does, in a sentence for the confirmation: the amounts that really move (what the
 * provider receives after the platform's fees, not the part of the payment that is not refunded).
 */
function consequence(order: OrderDetail, decision: DisputeDecision): string {
  const provider = fullName(order.provider) || 'the provider';
  const customer = fullName(order.customer) || 'the customer';
  const refund = decision.outcome === 'release' ? 0 : (decision.refundAmount ?? order.totalAmount);
  const split = decisionSplit(order, refund);
  const fees = split.fees > 0 ? ` (the platform keeps ${formatUsd(split.fees)} of fees)` : '';
  const moves =
    decision.outcome === 'release'
      ? `${provider} receives ${formatUsd(split.provider)} of the ${formatUsd(order.totalAmount)} payment${fees}.`
      : split.provider > 0 || split.fees > 0
        ? `${formatUsd(split.refund)} is refunded to ${customer}'s card. ${provider} receives ${formatUsd(split.provider)}${fees}.`
        : `${formatUsd(split.refund)} is refunded to ${customer}'s card. ${provider} receives nothing.`;
  return `${moves} Both parties see your note. This cannot be undone.`;
}

/** Release or refund (in full, or part of the total), with a note both parties see; confirmed first. */
export function DecisionForm({ order }: { order: OrderDetail }) {
  const id = useId();
  const { toast } = useToast();
  const [draft, setDraft] = useState<DecisionDraft>(EMPTY);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState<DisputeDecision | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const decide = useDecideDispute((decision) =>
    toast({
      title: T.decided,
      description:
        decision.outcome === 'release'
          ? `Order #${decision.orderId}: the payment was released to the provider.`
          : `Order #${decision.orderId}: ${formatUsd(decision.refundAmount ?? order.totalAmount)} was refunded to the customer.`,
    }),
  );

  const errors = decisionErrors(draft, order.totalAmount);
  const shown = tried ? errors : { amount: null, note: null };
  const set = <K extends keyof DecisionDraft>(key: K, value: DecisionDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (errors.amount) return document.getElementById(`${id}-amount`)?.focus();
    if (errors.note) return noteRef.current?.focus();
    setConfirming({
      orderId: order.id,
      outcome: draft.outcome,
      refundAmount: refundAmountOf(draft),
      note: draft.note.trim(),
    });
  };

  const confirm = () => {
    if (!confirming) return;
    decide.mutate(confirming, {
      onError: (error) => {
        setConfirming(null);
        toast({
          title: T.decideFailed,
          description: errorMessage(error, T.decideFailedDefault),
          variant: 'destructive',
        });
      },
    });
  };

  const refundFull = `Full refund (${formatUsd(order.totalAmount)})`;
  return (
    <>
      <Form noValidate aria-label={`Decision on order #${order.id}`} onSubmit={submit}>
        <Choices>
          <legend>Decision</legend>
          {(
            [
              ['release', 'Release to provider'],
              ['refund', 'Refund the customer'],
            ] as [Outcome, string][]
          ).map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-outcome`}
                value={value}
                checked={draft.outcome === value}
                onChange={() => set('outcome', value)}
              />
              {label}
            </label>
          ))}
        </Choices>
        {draft.outcome === 'refund' && (
          <Choices>
            <legend>Refund</legend>
            {(
              [
                ['full', refundFull],
                ['partial', 'Partial refund'],
              ] as [RefundKind, string][]
            ).map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={`${id}-refund`}
                  value={value}
                  checked={draft.refundKind === value}
                  onChange={() => set('refundKind', value)}
                />
                {label}
              </label>
            ))}
          </Choices>
        )}
        {draft.outcome === 'refund' && draft.refundKind === 'partial' && (
          <Field
            label="Refund amount"
            error={shown.amount}
            hint={`Up to ${formatUsd(order.totalAmount)}; the provider receives the rest, less the platform's fees (${formatUsd(order.platformFee + order.transactionFee)}).`}
            id={`${id}-amount`}
          >
            <PriceInput value={draft.amount} onChange={(value) => set('amount', value)} />
          </Field>
        )}
        <Field label="Note to both parties" error={shown.note}>
          <Textarea
            ref={noteRef}
            rows={3}
            maxLength={4000}
            placeholder="Why you decided this way"
            value={draft.note}
            onChange={(e) => set('note', e.target.value)}
          />
        </Field>
        <Submit>
          <Button type="submit">Decide</Button>
        </Submit>
      </Form>
      {/* Outside the form: a submit inside the (portalled) dialog would bubble to it through React. */}
      {confirming && (
        <FormDialog
          role="alertdialog"
          title={confirming.outcome === 'release' ? 'Release the payment?' : 'Refund the customer?'}
          description={<p>{consequence(order, confirming)}</p>}
          submitLabel={
            confirming.outcome === 'release'
              ? 'Release payment'
              : `Refund ${formatUsd(confirming.refundAmount ?? order.totalAmount)}`
          }
          busyLabel="Deciding..."
          busy={decide.isPending}
          onSubmit={confirm}
          onClose={() => setConfirming(null)}
          destructive={confirming.outcome === 'refund'}
        />
      )}
    </>
  );
}
