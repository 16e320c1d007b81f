import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../icons/Icon';
import type { IconName } from '../icons/paths';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 48px 20px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Circle = styled.span`
  display: inline-flex;
  margin-bottom: 6px;
  padding: 14px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const Message = styled.p`
  max-width: 460px;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 10px;
`;

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: IconName;
  /** Buttons or links under the message. */
  action?: ReactNode;
  /** Heading level of the title (default h2; h1 where the state is the whole page). */
  headingLevel?: 'h1' | 'h2' | 'h3';
  className?: string;
}

/** Nothing to show (yet): an icon, a title, a line of explanation and what to do next. */
export function EmptyState({
  title,
  message,
  icon = 'search',
  action,
  headingLevel = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <Box className={className}>
      <Circle>
        <Icon name={icon} size={26} />
      </Circle>
      <Title as={headingLevel}>{title}</Title>
      {message && <Message>{message}</Message>}
      {action && <Actions>{action}</Actions>}
    </Box>
  );
}
