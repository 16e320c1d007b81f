import styled from 'styled-components';
import { formatLongDate, type OrderDetail } from '@campus/contracts';
import { StarRating, useHydrated } from '@campus/ui';
import { Panel } from '../../../components/Panel';

const Comment = styled.p`
  margin: 10px 0 0;
  line-height: 1.55;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;

const Meta = styled.p`
  margin: 6px 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Reply = styled.div`
  margin-top: 14px;
  padding: 10px 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  p:first-child {
    margin-bottom: 4px;
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The customer's review of this order, with the provider's reply. */
export function ReviewPanel({ order }: { order: OrderDetail }) {
  const local = useHydrated();
  const review = order.review;
  if (!review) return null;
  const title = order.viewerRole === 'customer' ? 'Your review' : "The customer's review";
  return (
    <Panel title={title}>
      <StarRating value={review.rating} readOnly />
      {review.comment && <Comment>{review.comment}</Comment>}
      <Meta>
        Written {formatLongDate(review.createdAt, local)}
        {review.updatedAt && `, edited ${formatLongDate(review.updatedAt, local)}`}
      </Meta>
      {review.reply && (
        <Reply>
          <p>Reply from the provider</p>
          <p>{review.reply}</p>
        </Reply>
      )}
    </Panel>
  );
}
