import { Link } from 'react-router';
import styled from 'styled-components';
import { escrowNextStep, paths, type OrderProcessName, type PaymentCompleteReply } from '@campus/contracts';
import { Badge, Button, useHydrated } from '@campus/ui';
import { ContactDetails, type Contact } from '../../../components/ContactDetails';
import { NextStep } from '../../../components/NextStep';
import { ResultActions, ResultPanel } from '../../../components/ResultPanel';
import type { SuccessText } from '../texts';
import { MyOrdersButton } from '../../../components/ResultButtons';

const Status = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 10px 16px;
  margin: 0;
  padding: 16px 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.successSoft};
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The escrow's dates in a capture's (or completion's) reply. */
export type EscrowDates = PaymentCompleteReply['escrowInfo'] & {};

interface Props {
  reply: PaymentCompleteReply;
  escrow: EscrowDates | null;
  /** The provider's contact: from the capture's reply when captured on this page, else the completion's. */
  provider: Contact | null;
  process: OrderProcessName;
  text: SuccessText;
}

/**
 * Captured into escrow: the funds are held, and what happens next in plain words (contracts'
 * escrowNextStep, as the order page says it): nothing is released before the provider marks the
 * service delivered, the delivery deadline, then the dispute window and the automatic release.
 */
export function EscrowView({ reply, escrow, provider, process, text: T }: Props) {
  const local = useHydrated();
  const nextStep = escrowNextStep(
    {
      status: 'payment_held',
      deliveredAt: null,
      escrowReleaseDate: escrow?.escrowReleaseDate ?? null,
      disputeDeadline: escrow?.disputeDeadline ?? null,
      deliveryCancellableAt: escrow?.deliveryCancellableAt ?? null,
      deliveryRefundAt: escrow?.deliveryRefundAt ?? null,
      process,
    },
    'customer',
    new Date(), // shown once the payment-complete call answered, in the browser
    local,
  );
  return (
    <ResultPanel icon="shield-check" title={T.escrow} lead={T.escrowLead}>
      <Status>
        <dt>Escrow status</dt>
        <dd>
          <Badge variant="secondary">{T.fundsHeld}</Badge>
        </dd>
      </Status>
      {provider ? <ContactDetails title={T.providerContact} contact={provider} /> : null}
      <NextStep>{nextStep}</NextStep>
      <ResultActions>
        <Button as={Link} to={paths.order(reply.orderId)} size="lg">
          View Order
        </Button>
        <MyOrdersButton />
      </ResultActions>
    </ResultPanel>
  );
}
