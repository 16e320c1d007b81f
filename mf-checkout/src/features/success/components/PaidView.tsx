import styled from 'styled-components';
import type { PaymentCompleteReply } from '@campus/contracts';
import { Alert } from '@campus/ui';
import { ContactDetails } from '../../../components/ContactDetails';
import { ResultActions, ResultPanel } from '../../../components/ResultPanel';
import type { SuccessText } from '../texts';
import { HomeButton, MyOrdersButton } from '../../../components/ResultButtons';

const Contacts = styled.div`
  display: grid;
  gap: 14px;
`;

/** Paid without escrow (or already past it): both parties' contact details. */
export function PaidView({ reply, text: T }: { reply: PaymentCompleteReply; text: SuccessText }) {
  return (
    <ResultPanel icon="check-circle" title={T.successful} lead={T.successfulLead}>
      <Contacts>
        {reply.provider ? <ContactDetails title={T.providerContact} contact={reply.provider} /> : null}
        {reply.customer ? <ContactDetails title="Your Contact Details" contact={reply.customer} /> : null}
      </Contacts>
      <ResultActions>
        <MyOrdersButton variant="primary" />
        <HomeButton />
      </ResultActions>
    </ResultPanel>
  );
}

/** The payment went through but could not be recorded here: no contacts to show, where to look. */
export function CompletionFailedView({ text: T }: { text: SuccessText }) {
  return (
    <ResultPanel icon="check-circle" title={T.successful}>
      <Alert>{T.completionFailedInline}</Alert>
      <ResultActions>
        <MyOrdersButton variant="primary" />
        <HomeButton />
      </ResultActions>
    </ResultPanel>
  );
}
