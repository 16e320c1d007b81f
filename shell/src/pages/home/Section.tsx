import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@campus/ui';

const Outer = styled.section<{ $muted: boolean }>`
  /* below the hero: laid out and painted when scrolled near (see @campus/ui's CardGrid) */
  content-visibility: auto;
  contain-intrinsic-size: auto 720px;
  background: ${({ $muted, theme }) => ($muted ? theme.colors.surface : 'transparent')};
  border-top: ${({ $muted, theme }) => ($muted ? `1px solid ${theme.colors.border}` : '0')};
  border-bottom: ${({ $muted, theme }) => ($muted ? `1px solid ${theme.colors.border}` : '0')};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 48px 16px;
  ${media.sm} {
    padding: 64px 24px;
  }
  ${media.lg} {
    padding: 80px 32px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 28px;
`;

const Title = styled.h2`
  margin: 0;
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Subtitle = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Props {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  muted?: boolean;
  children: ReactNode;
}

/** A titled band of the home page. */
export function HomeSection({ id, title, subtitle, action, muted = false, children }: Props) {
  return (
    <Outer aria-labelledby={`${id}-title`} id={id} $muted={muted}>
      <Inner>
        <Head>
          <div>
            <Title id={`${id}-title`}>{title}</Title>
            {subtitle && <Subtitle>{subtitle}</Subtitle>}
          </div>
          {action}
        </Head>
        {children}
      </Inner>
    </Outer>
  );
}
