import styled from 'styled-components';
import { Skeleton } from '@campus/ui';

const Box = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Media = styled(Skeleton)`
  aspect-ratio: 3 / 2;
  max-height: 200px;
  height: auto;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 18px 18px;
`;

/** Placeholder with the shape of a My Gigs card. */
export function MyGigCardSkeleton() {
  return (
    <Box data-testid="my-gig-skeleton">
      <Media radius="0" />
      <Body>
        <Skeleton width={90} height={22} radius="9999px" />
        <Skeleton width="80%" height={20} />
        <Skeleton height={14} />
        <Skeleton width="65%" height={14} />
        <Skeleton height={34} radius="10px" />
      </Body>
    </Box>
  );
}
