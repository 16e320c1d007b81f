import styled from 'styled-components';
import type { Gig } from '@campus/contracts';
import { Alert, Button, Icon, Spinner } from '@campus/ui';
import { useAuth } from '@campus/shell/runtime';
import { useBookGig } from '../hooks/use-book-gig';

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
    <>
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
    </>
  );
}

/** The provider sees that this is their own gig; everyone else can book it. */
export function BookingAction({ gig }: { gig: Gig }) {
  const { user } = useAuth();
  if (user?.id === gig.providerId) {
    return (
      <Alert title="This is your gig">
        You cannot book your own gig. You can edit or delete it from your profile.
      </Alert>
    );
  }
  return <BookButton gigId={gig.id} />;
}
