import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, Skeleton, VisuallyHidden } from '@campus/ui';

const Narrow = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Header = styled.header`
  margin-bottom: 24px;
  h1 {
    margin: 0 0 6px;
    font-size: clamp(1.75rem, 1.4rem + 1.4vw, 2.25rem);
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Panel = styled.section`
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.md} {
    padding: 28px 32px;
  }
`;

const Loading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

/** The create and edit pages' frame: heading, subtitle, and the form on a white panel. */
export function FormPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Narrow>
      <Header>
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </Header>
      <Panel aria-label={title}>{children}</Panel>
    </Narrow>
  );
}

/** The edit page's shape while the item loads. */
export function FormSkeleton() {
  return (
    <Narrow>
      <Loading role="status" aria-live="polite">
        <VisuallyHidden>Loading item</VisuallyHidden>
        <Skeleton width="45%" height={36} />
        <Skeleton width="60%" height={18} style={{ marginBottom: 10 }} />
        <Skeleton height={640} radius="14px" />
      </Loading>
    </Narrow>
  );
}
