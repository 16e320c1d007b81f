import { useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { OrderProcessName } from '@campus/contracts';
import { media, SectionBoundary } from '@campus/ui';
import type { PaymentTarget } from '../api/create-payment-intent';
import { BookingNoteField, noteProblem } from './BookingNoteField';
import { PaymentSection } from './PaymentSection';

/** Phones: summary, note, then payment. Desktop: side by side, the payment a little wider. */
export const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: 32px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
`;

/** What the checkout pays for, and where the student goes back to when the server refuses it. */
export interface Purchase {
  target: PaymentTarget;
  process: OrderProcessName;
  totalCents: number;
  back: { to: string; label: string };
}

interface Props {
  purchase: Purchase;
  /** The order summary card (the gig's or the item's). */
  summary: ReactNode;
}

/** The checkout of a gig or an item: its summary and the note to the provider, then the payment. */
export function CheckoutView({ purchase, summary }: Props) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const change = (value: string) => {
    setNote(value);
    if (noteError) setNoteError(noteProblem(value));
  };
  const refused = (problem: string) => {
    setNoteError(problem);
    noteRef.current?.focus();
  };
  return (
    <Layout>
      <Column>
        <SectionBoundary name="the order summary">{summary}</SectionBoundary>
        <BookingNoteField
          ref={noteRef}
          process={purchase.process}
          value={note}
          onChange={change}
          error={noteError}
        />
      </Column>
      <SectionBoundary name="the payment form">
        <PaymentSection purchase={purchase} note={note} onNoteRefused={refused} />
      </SectionBoundary>
    </Layout>
  );
}
