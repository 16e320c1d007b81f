import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, type Gig } from '@campus/contracts';
import { Alert, Button, GIG_STATUS_TOAST, GigStatusButton, Icon } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useSetGigStatus } from '../../../api/set-gig-status';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
`;

/** The provider's view of their gig: the spec's notice, then Edit and Pause / Resume. */
export function OwnGigActions({ gig }: { gig: Gig }) {
  const { toast } = useToast();
  const { mutate, isPending } = useSetGigStatus();
  const paused = gig.status !== 'active';

  const toggle = () =>
    mutate(
      { id: gig.id, status: paused ? 'active' : 'inactive' },
      {
        onSuccess: (updated) => toast(GIG_STATUS_TOAST.changed(updated.status)),
        onError: (error) => toast(GIG_STATUS_TOAST.failed(error)),
      },
    );

  return (
    <Stack>
      <Alert title="This is your gig">
        You cannot book your own gig. You can edit or delete it from your profile.
      </Alert>
      {paused && (
        <Alert title="This gig is paused">
          It is hidden from browse and cannot be booked. Resume it to take bookings again.
        </Alert>
      )}
      <Buttons>
        <Button as={Link} to={paths.editGig(gig.id)} variant="outline">
          <Icon name="pencil" size={16} />
          Edit
        </Button>
        <GigStatusButton paused={paused} pending={isPending} onToggle={toggle} />
      </Buttons>
    </Stack>
  );
}
