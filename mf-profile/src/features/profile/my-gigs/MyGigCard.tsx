import { Link } from 'react-router';
import styled from 'styled-components';
import { paths, type Gig } from '@campus/contracts';
import { Badge, Button, GIG_STATUS_TOAST, GigCard, GigStatusButton, Icon } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useSetGigStatus } from '../../../api/set-gig-status';

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 8px;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* One row of four once the card is wide enough for them (two columns of cards on wide screens). */
  @container (min-width: 400px) {
    grid-template-columns: repeat(4, auto);
    justify-content: start;
  }
`;

const DeleteButton = styled(Button)`
  color: ${({ theme }) => theme.colors.dangerText};
  border-color: #fecaca;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
`;

interface MyGigCardProps {
  gig: Gig;
  /** Opens the delete confirmation. */
  onDelete(gig: Gig): void;
  imageLoading?: 'lazy' | 'eager';
}

/** One of the student's gigs: ui's gig card with its status, and View, Edit, Pause / Resume, Delete. */
export function MyGigCard({ gig, onDelete, imageLoading = 'lazy' }: MyGigCardProps) {
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
    <GigCard
      gig={gig}
      imageLoading={imageLoading}
      badges={paused && <Badge variant="outline">Paused</Badge>}
      footer={(titleId) => (
        <Actions>
          <Button as={Link} to={paths.gig(gig.id)} variant="outline" size="sm" aria-describedby={titleId}>
            <Icon name="eye" size={16} />
            View
          </Button>
          <Button as={Link} to={paths.editGig(gig.id)} variant="outline" size="sm" aria-describedby={titleId}>
            <Icon name="pencil" size={16} />
            Edit
          </Button>
          <GigStatusButton
            paused={paused}
            pending={isPending}
            onToggle={toggle}
            size="sm"
            aria-describedby={titleId}
          />
          <DeleteButton
            type="button"
            variant="outline"
            size="sm"
            onClick={() => onDelete(gig)}
            aria-describedby={titleId}
          >
            <Icon name="trash" size={16} />
            Delete
          </DeleteButton>
        </Actions>
      )}
    />
  );
}
