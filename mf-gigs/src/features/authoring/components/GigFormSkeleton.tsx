import styled from 'styled-components';
import { Skeleton, VisuallyHidden } from '@campus/ui';

const Narrow = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** The edit page's shape while the gig loads. */
export function GigFormSkeleton() {
  return (
    <Narrow role="status" aria-live="polite">
      <VisuallyHidden>Loading gig</VisuallyHidden>
      <Skeleton width="40%" height={36} />
      <Skeleton width="60%" height={18} style={{ marginBottom: 10 }} />
      <Skeleton height={520} radius="14px" />
    </Narrow>
  );
}
