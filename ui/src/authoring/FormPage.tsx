import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';
import { Skeleton } from '../components/Skeleton';
import { VisuallyHidden } from '../components/Spinner';

const Narrow = styled.div`
  max-width: 760px;
  margin: 0 auto;
`;

const Header = styled.header`
  margin-bottom: 24px;
`;

const Title = styled.h1`
  margin: 0 0 6px;
  font-size: clamp(1.75rem, 1.4rem + 1.4vw, 2.25rem);
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.colors.text};
`;

const Subtitle = styled.p`
  margin: 0;
  font-size: 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
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

export interface FormPageProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The create and edit pages' frame: heading, subtitle, and the form on a white panel. */
export function FormPage({ title, subtitle, children }: FormPageProps) {
  return (
    <Narrow>
      <Header>
        <Title>{title}</Title>
        <Subtitle>{subtitle}</Subtitle>
      </Header>
      <Panel aria-label={title}>{children}</Panel>
    </Narrow>
  );
}

export interface FormPageSkeletonProps {
  /** What assistive technology hears ('Loading gig'). */
  label: string;
  /** The form panel's height in pixels, near the real form's. */
  panelHeight: number;
}

/** The edit page's shape while the record it edits loads. */
export function FormPageSkeleton({ label, panelHeight }: FormPageSkeletonProps) {
  return (
    <Narrow>
      <Loading role="status" aria-live="polite">
        <VisuallyHidden>{label}</VisuallyHidden>
        <Skeleton width="45%" height={36} />
        <Skeleton width="60%" height={18} style={{ marginBottom: 10 }} />
        <Skeleton height={panelHeight} radius="14px" />
      </Loading>
    </Narrow>
  );
}
