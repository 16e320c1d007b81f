import styled from 'styled-components';
import { media, Skeleton, VisuallyHidden } from '@campus/ui';

const Layout = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 340px;
    column-gap: 32px;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** The page's shape while the gig loads. */
export function GigDetailSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading gig</VisuallyHidden>
      <Skeleton width={180} height={14} style={{ marginBottom: 24 }} />
      <Layout>
        <Stack>
          <Skeleton width={110} height={24} radius="9999px" />
          <Skeleton width="75%" height={36} />
          <Skeleton width={220} height={16} />
          <Skeleton height={180} radius="14px" style={{ marginTop: 12 }} />
        </Stack>
        <Skeleton height={320} radius="20px" />
      </Layout>
    </div>
  );
}
