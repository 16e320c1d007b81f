import { Link } from 'react-router';
import styled from 'styled-components';
import { formatLongDate, paths, type PaymentCompleteReply } from '@campus/contracts';
import { Badge, Button } from '@campus/ui';
import { ContactDetails, type Contact } from '../../../components/ContactDetails';
import { ResultActions, ResultPanel } from '../../../components/ResultPanel';
import { SUCCESS_TEXT as T } from '../texts';
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

const NextSteps = styled.section`
  h2 {
    margin: 0 0 8px;
    font-size: 1rem;
    font-weight: 700;
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: 6px;
    margin: 0;
    padding-left: 20px;
    line-height: 1.55;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface EscrowDates {
  escrowReleaseDate: string | null;
  disputeDeadline: string | null;
}

interface Props {
  reply: PaymentCompleteReply;
  escrow: EscrowDates | null;
  /** The provider's contact: from the capture's reply when captured on this page, else the completion's. */
  provider: Contact | null;
}

/** Captured: the funds are held until the customer confirms, the release date, or a dispute. */
export function EscrowView({ reply, escrow, provider }: Props) {
  const release = escrow?.escrowReleaseDate ? formatLongDate(escrow.escrowReleaseDate) : null;
  const deadline = escrow?.disputeDeadline ? formatLongDate(escrow.disputeDeadline) : null;
  return (
    <ResultPanel icon="shield-check" title={T.escrow} lead={T.escrowLead}>
      <Status>
        <dt>Escrow status</dt>
        <dd>
          <Badge variant="secondary">{T.fundsHeld}</Badge>
        </dd>
        <dt>Auto-release date</dt>
        <dd>{release ?? T.notAvailable}</dd>
        <dt>Dispute deadline</dt>
        <dd>{deadline ?? T.notAvailable}</dd>
      </Status>
      {provider ? <ContactDetails title="Provider Contact" contact={provider} /> : null}
      <NextSteps aria-labelledby="next-steps">
        <h2 id="next-steps">Next steps</h2>
        <ul>
          <li>
            Once the service is done, confirm receipt on your order to release the payment to the provider.
          </li>
          <li>
            If you do nothing, the funds are released to the provider automatically on{' '}
            {release ?? 'the auto-release date'}.
          </li>
          <li>
            If something went wrong, open a dispute from your order before{' '}
            {deadline ?? 'the dispute deadline'}.
          </li>
        </ul>
      </NextSteps>
      <ResultActions>
        <Button as={Link} to={paths.order(reply.orderId)} size="lg">
          View Order
        </Button>
        <MyOrdersButton />
      </ResultActions>
    </ResultPanel>
  );
}
