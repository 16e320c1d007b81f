import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@campus/shell/kit';

const Panel = styled.section<{ $tone: 'danger' | 'neutral' }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  max-width: 520px;
  margin: 48px auto;
  padding: 36px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  > span {
    display: inline-flex;
    padding: 12px;
    border-radius: 50%;
    background: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
    color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  }
`;

const Message = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.text};
`;

interface NoticePanelProps {
  icon: IconName;
  message: string;
  tone?: 'danger' | 'neutral';
  /** Buttons or links offered under the message. */
  children?: ReactNode;
}

/** A page-level message (not found, failed to load) with what the student can do next. */
export function NoticePanel({ icon, message, tone = 'neutral', children }: NoticePanelProps) {
  return (
    <Panel role={tone === 'danger' ? 'alert' : undefined} $tone={tone}>
      <span>
        <Icon name={icon} size={26} />
      </span>
      <Message>{message}</Message>
      {children}
    </Panel>
  );
}
