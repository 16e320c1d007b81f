import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  computeFees,
  EXTRA_TIME_LIMITS,
  extraTimeRequestBody,
  formatUsd,
  fullName,
  hoursText,
  PLATFORM_FEE_PERCENT,
  toCents,
  toDollars,
  type OrderDetail,
} from '@campus/contracts';
import { AmountList, AmountSetOff, Field, Input } from '@campus/ui';
import { useRequestExtraTime } from '../api/request-extra-time';
import { useActionToast } from '../hooks/use-action-toast';
import { FormDialog } from '../../../components/FormDialog';

const Preview = styled.section`
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PreviewTitle = styled.h3`
  margin: 0 0 10px;
  font-size: 0.875rem;
  font-weight: 700;
`;

/** The hours as typed, checked by the contract's own rule: a number or the first problem with it. */
export function parseHours(text: string): { hours: number } | { error: string } {
  const typed = text.trim() === '' ? undefined : Number(text);
  const parsed = extraTimeRequestBody.safeParse({ hours: typed });
  if (parsed.success) return { hours: parsed.data.hours };
  return { error: parsed.error.issues[0]?.message ?? 'Hours are required' };
}

/** What the customer would pay for `hours` at the order's hourly price: the one fee rule. */
export function extraTimeFees(pricePerHour: number, hours: number) {
  return computeFees(Math.round(toCents(pricePerHour) * hours));
}

interface Props {
  order: OrderDetail;
  onClose(): void;
}

/** The provider asks to be paid for extra hours: half-hour steps, with the price the customer will see. */
export function ExtraTimeDialog({ order, onClose }: Props) {
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [left, setLeft] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutate, isPending } = useRequestExtraTime();
  const toasts = useActionToast();
  const parsed = parseHours(text);
  const error = 'error' in parsed && (tried || left) ? parsed.error : null;
  const fees = 'hours' in parsed ? extraTimeFees(order.price, parsed.hours) : null;

  const submit = () => {
    setTried(true);
    if (!('hours' in parsed)) return inputRef.current?.focus();
    mutate(
      { orderId: order.id, hours: parsed.hours },
      {
        onSuccess: () => {
          toasts.done('request_extra_time');
          onClose();
        },
        onError: (failure) => toasts.failed('request_extra_time', failure),
      },
    );
  };

  const usd = (cents: number) => formatUsd(toDollars(cents));
  const customer = fullName(order.customer) || 'the customer';
  return (
    <FormDialog
      title="Request extra time"
      description={
        <p>
          Did the session run longer? Ask {customer} to pay for the extra hours at your rate of{' '}
          {formatUsd(order.price)}/hr. They pay by card from this order.
        </p>
      }
      submitLabel="Send request"
      busyLabel="Sending..."
      busy={isPending}
      onSubmit={submit}
      onClose={onClose}
      initialFocus={inputRef}
    >
      <Field
        label="Extra hours"
        error={error}
        hint={`In half-hour steps, from ${EXTRA_TIME_LIMITS.minHours} to ${EXTRA_TIME_LIMITS.maxHours} hours.`}
      >
        <Input
          ref={inputRef}
          type="number"
          inputMode="decimal"
          min={EXTRA_TIME_LIMITS.minHours}
          max={EXTRA_TIME_LIMITS.maxHours}
          step={EXTRA_TIME_LIMITS.stepHours}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setLeft(text !== '')}
        />
      </Field>
      {fees && 'hours' in parsed && (
        <Preview aria-label="Price preview" aria-live="polite">
          <PreviewTitle>The customer will pay</PreviewTitle>
          <AmountList>
            <dt>
              {hoursText(parsed.hours)} × {formatUsd(order.price)}/hr
            </dt>
            <dd>{usd(fees.baseCents)}</dd>
            <dt>Platform fee ({PLATFORM_FEE_PERCENT}%)</dt>
            <dd>{usd(fees.platformFeeCents)}</dd>
            <dt>Transaction fee</dt>
            <dd>{usd(fees.transactionFeeCents)}</dd>
            <AmountSetOff $strong>
              <dt>Total</dt>
              <dd>{usd(fees.totalCents)}</dd>
            </AmountSetOff>
          </AmountList>
        </Preview>
      )}
    </FormDialog>
  );
}
