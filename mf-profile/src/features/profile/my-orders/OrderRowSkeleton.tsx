import styled from 'styled-components';
import { Skeleton } from '@campus/ui';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 20px;
  padding: 16px 18px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Main = styled.div`
  display: flex;
  flex: 1 1 260px;
  flex-direction: column;
  gap: 10px;
`;

const End = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 12px;
  margin-left: auto;
`;

/** Placeholder with the shape of an order row. */
export function OrderRowSkeleton() {
  return (
    <Box data-testid="order-skeleton">
      <Main>
        <Skeleton width={180} height={20} />
        <Skeleton width="60%" height={18} />
        <Skeleton width={140} height={14} />
      </Main>
      <End>
        <Skeleton width={80} height={22} />
        <Skeleton width={180} height={32} radius="10px" />
      </End>
    </Box>
  );
}
