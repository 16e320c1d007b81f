import { useRef } from 'react';
import styled from 'styled-components';
import { formatUsd, PRODUCT_NAME, toDollars, type SandboxIntent } from '@campus/contracts';
import { Button, Dialog, DialogButtons, focusRing, Icon, Spinner } from '@campus/ui';
import { PAYMENT_TEXT as T } from '../texts';

/** The strip across the top of a bank's test page. */
const Bank = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 16px 0 0;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #0f172a;
  color: #f8fafc;
  font-size: 0.8125rem;
`;

const BankName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Close = styled.button`
  display: inline-flex;
  padding: 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 12px 0 0;
  padding: 12px 14px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 0.875rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

interface Props {
  intent: SandboxIntent;
  busy: boolean;
  onAnswer(outcome: 'approve' | 'fail'): void;
  onClose(): void;
}

/** The sandbox's 3-D Secure challenge, drawn like the test page a card issuer shows. */
export function AuthenticationDialog({ intent, busy, onAnswer, onClose }: Props) {
  const complete = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={T.challengeTitle}
      description={<p>{T.challengeText}</p>}
      onClose={onClose}
      dismissible={!busy}
      initialFocus={complete}
    >
      <Bank>
        <BankName>
          <Icon name="shield-check" size={16} />
          Sandbox Bank · 3D Secure
        </BankName>
        <Close type="button" aria-label="Close" disabled={busy} onClick={onClose}>
          <Icon name="x" size={16} />
        </Close>
      </Bank>
      <Details>
        <dt>Merchant</dt>
        <dd>{PRODUCT_NAME}</dd>
        <dt>Amount</dt>
        <dd>{formatUsd(toDollars(intent.amount))}</dd>
      </Details>
      <DialogButtons>
        <Button type="button" variant="outline" disabled={busy} onClick={() => onAnswer('fail')}>
          Fail
        </Button>
        <Button
          ref={complete}
          type="button"
          disabled={busy}
          aria-busy={busy}
          onClick={() => onAnswer('approve')}
        >
          {busy && <Spinner size="sm" decorative />}
          Complete
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
