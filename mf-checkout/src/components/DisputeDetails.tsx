import styled from 'styled-components';
import { formatUsd, type Dispute } from '@campus/contracts';
import { formatDateTime } from '../utils/dates';
import { useHydrated } from '@campus/ui';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  margin: 0;
  font-size: 0.9375rem;
  dt {
    margin-top: 8px;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  dt:first-child {
    margin-top: 0;
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Missing = styled.span`
  font-style: italic;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** How the dispute ended, in words. */
export function outcomeWords(resolution: NonNullable<Dispute['resolution']>, totalAmount: number): string {
  switch (resolution.outcome) {
    case 'release':
      return 'Decided for the provider: the payment was released';
    case 'refund': {
      const refund = resolution.refundAmount ?? totalAmount;
      return refund >= totalAmount
        ? `Decided for the customer: refunded in full (${formatUsd(refund)})`
        : `Decided for the customer: ${formatUsd(refund)} refunded, the rest released to the provider`;
    }
    case 'withdrawn':
      return 'Withdrawn by the customer: the payment was released';
    case 'accepted_refund':
      return `The provider accepted a full refund (${formatUsd(resolution.refundAmount ?? totalAmount)})`;
  }
}

interface Props {
  dispute: Dispute;
  totalAmount: number;
  /** What stands in for the provider's statement before they answer. */
  noStatement: string;
}

/** The customer's reason and details, the provider's statement, and the outcome with the operator's note. */
export function DisputeDetails({ dispute, totalAmount, noStatement }: Props) {
  const { resolution } = dispute;
  const local = useHydrated();
  return (
    <Lines>
      <dt>Reason</dt>
      <dd>{dispute.reason}</dd>
      <dt>Details</dt>
      <dd>{dispute.details ?? <Missing>No details given</Missing>}</dd>
      {dispute.openedAt && (
        <>
          <dt>Opened</dt>
          <dd>{formatDateTime(dispute.openedAt, local)}</dd>
        </>
      )}
      <dt>Provider&apos;s statement</dt>
      <dd>{dispute.providerStatement ?? <Missing>{noStatement}</Missing>}</dd>
      {resolution && (
        <>
          <dt>Outcome</dt>
          <dd>{outcomeWords(resolution, totalAmount)}</dd>
          {resolution.note && (
            <>
              <dt>Operator&apos;s note</dt>
              <dd>{resolution.note}</dd>
            </>
          )}
          <dt>Decided</dt>
          <dd>{formatDateTime(resolution.decidedAt, local)}</dd>
        </>
      )}
    </Lines>
  );
}
