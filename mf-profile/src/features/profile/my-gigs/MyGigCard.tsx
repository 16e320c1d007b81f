import { Link } from 'react-router';
import styled from 'styled-components';
import {
  errorMessage,
  formatUsd,
  paths,
  thumbnailUrl,
  truncateDescription,
  UPLOAD_IMAGE_SIZES,
  type Gig,
} from '@campus/contracts';
import { Badge, Button, CategoryIcon, Icon, Spinner } from '@campus/ui';
import { useToast } from '@campus/shell/runtime';
import { useSetGigStatus } from '../../../api/set-gig-status';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  overflow: hidden;
`;

/** 3:2 like every upload, sized before the photo arrives. */
const Media = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 3 / 2;
  max-height: 200px;
  width: 100%;
  background: linear-gradient(135deg, #e0e7ff 0%, #eef2ff 55%, #fef3c7 100%);
  color: ${({ theme }) => theme.colors.primary};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Initial = styled.span`
  font-size: 2.5rem;
  font-weight: 800;
  opacity: 0.85;
`;

const CornerIcon = styled.span`
  position: absolute;
  top: 10px;
  left: 10px;
  display: inline-flex;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(255, 255, 255, 0.85);
`;

const Body = styled.div`
  container-type: inline-size;
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 10px;
  padding: 16px 18px 18px;
`;

const TopRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  min-width: 0;
`;

const Price = styled.span`
  margin-left: auto;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.35;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  flex: 1;
  font-size: 0.9rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

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

/** One of the student's gigs: photo, category, status, price, title, and View, Edit, Pause / Resume, Delete. */
export function MyGigCard({ gig, onDelete, imageLoading = 'lazy' }: MyGigCardProps) {
  const { toast } = useToast();
  const { mutate, isPending } = useSetGigStatus();
  const paused = gig.status !== 'active';
  const titleId = `my-gig-${gig.id}-title`;

  const toggle = () =>
    mutate(
      { id: gig.id, status: paused ? 'active' : 'inactive' },
      {
        onSuccess: (updated) =>
          toast(
            updated.status === 'active'
              ? { title: 'Gig resumed', description: 'Your gig is visible again and can be booked.' }
              : {
                  title: 'Gig paused',
                  description: 'Your gig is hidden from browse and cannot be booked until you resume it.',
                },
          ),
        onError: (error) =>
          toast({
            title: 'Update failed',
            description: errorMessage(error, 'Failed to update the gig. Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Article aria-labelledby={titleId}>
      <Media>
        {gig.imageUrl ? (
          <img
            src={thumbnailUrl(gig.imageUrl) ?? gig.imageUrl}
            alt={gig.title}
            width={UPLOAD_IMAGE_SIZES.thumbnail.width}
            height={UPLOAD_IMAGE_SIZES.thumbnail.height}
            loading={imageLoading}
            decoding="async"
          />
        ) : (
          <>
            <CornerIcon>
              <CategoryIcon name={gig.category} size={18} />
            </CornerIcon>
            <Initial aria-hidden="true">{gig.category.charAt(0)}</Initial>
          </>
        )}
      </Media>
      <Body>
        <TopRow>
          <Badge variant="secondary">{gig.category}</Badge>
          {paused && <Badge variant="outline">Paused</Badge>}
          <Price>{formatUsd(gig.price)}/hr</Price>
        </TopRow>
        <Title id={titleId}>{gig.title}</Title>
        <Description>{truncateDescription(gig.description)}</Description>
        <Actions>
          <Button as={Link} to={paths.gig(gig.id)} variant="outline" size="sm" aria-describedby={titleId}>
            <Icon name="eye" size={16} />
            View
          </Button>
          <Button as={Link} to={paths.editGig(gig.id)} variant="outline" size="sm" aria-describedby={titleId}>
            <Icon name="pencil" size={16} />
            Edit
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={toggle}
            disabled={isPending}
            aria-busy={isPending}
            aria-describedby={titleId}
          >
            {isPending ? (
              <Spinner size="sm" decorative />
            ) : (
              <Icon name={paused ? 'play' : 'pause'} size={16} />
            )}
            {paused ? 'Resume' : 'Pause'}
          </Button>
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
      </Body>
    </Article>
  );
}
