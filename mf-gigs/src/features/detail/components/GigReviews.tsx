import { useRef, useState } from 'react';
import styled from 'styled-components';
import { formatLongDate, type Gig, type Review } from '@campus/contracts';
import { Button, Icon, Skeleton, StarRating, useHydrated } from '@campus/ui';
import { useGigReviews } from '../../../api/get-gig-reviews';
import { useUser } from '../../../api/get-user';
import { ReviewReplyForm } from './ReviewReplyForm';
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
  > * {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Dates = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
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

/** The provider's reply, set in under the review. */
const Reply = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-left: 12px;
  padding: 12px 14px;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow-wrap: anywhere;
`;

const ReplyBy = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const ReplyButton = styled(Button)`
  align-self: flex-start;
`;

interface ReviewItemProps {
  review: Review;
  /** 'Response from {name}': the provider's first name, when known. */
  providerName: string | null;
  /** The viewer is the gig's provider: they may reply to a review without a reply. */
  canReply: boolean;
}

function ReviewItem({ review, providerName, canReply }: ReviewItemProps) {
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  const local = useHydrated();
  const close = () => {
    setReplying(false);
    requestAnimationFrame(() => replyButton.current?.focus());
  };
  return (
    <Item>
      <Head>
        <StarRating value={review.rating} size="sm" readOnly />
        <Dates>
          <time dateTime={review.createdAt}>{formatLongDate(review.createdAt, local)}</time>
          {review.updatedAt && (
            <span title={`Edited on ${formatLongDate(review.updatedAt, local)}`}>(edited)</span>
          )}
        </Dates>
      </Head>
      {review.comment && <Comment>{review.comment}</Comment>}
      {review.reply !== null ? (
        <Reply>
          <Head>
            <ReplyBy>Response from {providerName ?? 'the provider'}</ReplyBy>
            {review.repliedAt && (
              <Dates>
                <time dateTime={review.repliedAt}>{formatLongDate(review.repliedAt, local)}</time>
              </Dates>
            )}
          </Head>
          <Comment>{review.reply}</Comment>
        </Reply>
      ) : canReply && replying ? (
        <ReviewReplyForm gigId={review.gigId} reviewId={review.id} onClose={close} />
      ) : canReply ? (
        <ReplyButton
          ref={replyButton}
          type="button"
          variant="outline"
          size="sm"
          onClick={() => setReplying(true)}
        >
          <Icon name="message-circle" size={16} />
          Reply
        </ReplyButton>
      ) : null}
    </Item>
  );
}

/**
 * The gig's reviews (rating, date, '(edited)', comment, the provider's reply), or 'No reviews yet'. The
 * gig's provider may reply to each review once.
 */
export function GigReviews({ gig }: { gig: Gig }) {
  const { data: reviews, isPending, isError, refetch } = useGigReviews(gig.id);
  // The provider card's query (one request for both): its first name when the gig does not embed it.
  const { data: provider } = useUser(gig.providerId);
  const providerName = gig.provider?.firstName ?? provider?.firstName ?? null;
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
            <ReviewItem key={review.id} review={review} providerName={providerName} canReply={gig.canEdit} />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
