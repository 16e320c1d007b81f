import styled from 'styled-components';
import { Skeleton } from '@campus/ui';

// A typical card's height (two-line title, three-line description: 433 to 479 px), so what follows the
// results does not jump when the cards replace the skeletons.
const Box = styled.div`
  height: 100%;
  min-height: 456px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px 18px 18px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

/** Placeholder with the shape of a gig card. */
export function GigCardSkeleton() {
  return (
    <Box data-testid="gig-card-skeleton">
      <Skeleton height={148} radius="0" />
      <Body>
        <Row>
          <Skeleton width={90} height={22} radius="9999px" />
          <Skeleton width={70} height={18} />
        </Row>
        <Skeleton width="80%" height={20} />
        <Skeleton height={14} />
        <Skeleton width="65%" height={14} />
        <Row>
          <Skeleton width={32} height={32} radius="50%" />
          <Skeleton height={14} />
        </Row>
        <Skeleton height={40} radius="10px" />
      </Body>
    </Box>
  );
}
