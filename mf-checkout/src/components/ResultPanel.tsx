import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, media, type IconName } from '@campus/ui';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  max-width: 640px;
  margin: 0 auto;
  padding: 28px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.sm} {
    padding: 36px 40px;
  }
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  text-align: center;
`;

const Circle = styled.span<{ $tone: 'success' | 'primary' }>`
  display: inline-flex;
  padding: 14px;
  border-radius: 50%;
  background: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.primarySoft)};
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: 1.625rem;
  font-weight: 800;
  letter-spacing: -0.01em;
  color: ${({ theme }) => theme.colors.text};
`;

const Lead = styled.p`
  max-width: 520px;
  margin: 0;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page's buttons: side by side, stacked full width on phones. */
export const ResultActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ${media.sm} {
    flex-direction: row;
    justify-content: center;
  }
`;

interface Props {
  icon: IconName;
  tone?: 'success' | 'primary';
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}

/** One outcome of a payment: an icon, the heading, a line of explanation, then details and buttons. */
export function ResultPanel({ icon, tone = 'success', title, lead, children }: Props) {
  return (
    <Panel aria-labelledby="payment-result">
      <Head>
        <Circle $tone={tone}>
          <Icon name={icon} size={30} />
        </Circle>
        <Heading id="payment-result">{title}</Heading>
        {lead && <Lead>{lead}</Lead>}
      </Head>
      {children}
    </Panel>
  );
}
