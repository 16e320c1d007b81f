import styled from 'styled-components';
import type { Gig } from '@campus/contracts';
import { Alert, Button, Icon, Spinner } from '@campus/ui';
import { useBookGig } from '../hooks/use-book-gig';
import { bookingView } from '../utils/booking-view';
import { MessageProviderButton } from './MessageProviderButton';
import { OwnGigActions } from './OwnGigActions';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const EscrowNote = styled.p`
  margin: 12px 0 0;
  font-size: 0.8125rem;
  line-height: 1.5;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function BookButton({ gigId }: { gigId: number }) {
  const { book, isChecking } = useBookGig(gigId);
  return (
    <div>
      <Button
        type="button"
        size="lg"
        block
        onClick={() => void book()}
        disabled={isChecking}
        aria-busy={isChecking}
      >
        {isChecking ? <Spinner size="sm" decorative /> : <Icon name="shield-check" size={18} />}
        Book with Secure Escrow
      </Button>
      <EscrowNote>
        Funds are held securely until you confirm receipt of the service, protecting both parties.
      </EscrowNote>
    </div>
  );
}

/**
 * The price card's action: the provider gets their own gig's notice and controls; a paused gig says so
 * and cannot be booked by anyone; everyone else can book it (visitors are sent to sign in). Anyone but
 * the provider can message the provider (visitors sign in first).
 */
export function BookingAction({ gig }: { gig: Gig }) {
  const view = bookingView(gig);
  if (view === 'own') return <OwnGigActions gig={gig} />;
  return (
    <Stack>
      {view === 'paused' ? (
        <Alert title="This gig is paused">
          Its provider has paused it, so it cannot be booked right now.
        </Alert>
      ) : (
        <BookButton gigId={gig.id} />
      )}
      <MessageProviderButton gig={gig} />
    </Stack>
  );
}
