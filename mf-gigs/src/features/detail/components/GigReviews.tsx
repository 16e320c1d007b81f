import styled from 'styled-components';
import { formatLongDate, type Review } from '@campus/contracts';
import { Button, Skeleton, StarRating } from '@campus/ui';
import { useGigReviews } from '../../../api/get-gig-reviews';
import { SectionCard, SectionTitle } from './SectionCard';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px 0;
  &:first-child {
    padding-top: 0;
  }
  &:last-child {
    padding-bottom: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const When = styled.time`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Comment = styled.p`
  margin: 0;
  line-height: 1.6;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Count = styled.span`
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

function ReviewItem({ review }: { review: Review }) {
  return (
    <Item>
      <Head>
        <StarRating value={review.rating} size="sm" readOnly />
        <When dateTime={review.createdAt}>{formatLongDate(review.createdAt)}</When>
      </Head>
      {review.comment && <Comment>{review.comment}</Comment>}
    </Item>
  );
}

/** The gig's reviews (rating, date, comment), or 'No reviews yet'. */
export function GigReviews({ gigId }: { gigId: number }) {
  const { data: reviews, isPending, isError, refetch } = useGigReviews(gigId);
  return (
    <SectionCard aria-labelledby="gig-reviews" aria-busy={isPending}>
      <SectionTitle id="gig-reviews">
        Reviews {reviews && reviews.length > 0 && <Count>({reviews.length})</Count>}
      </SectionTitle>
      {isPending ? (
        <div aria-hidden="true">
          <Skeleton width={100} height={14} />
          <Skeleton height={14} style={{ marginTop: 10 }} />
        </div>
      ) : isError ? (
        <Head>
          <Muted>Reviews could not be loaded.</Muted>
          <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </Head>
      ) : reviews.length === 0 ? (
        <Muted>No reviews yet</Muted>
      ) : (
        <List>
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
