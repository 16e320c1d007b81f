import styled from 'styled-components';
import { Button } from './Button';
import { Icon } from '../icons/Icon';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 520px;
  margin: 48px auto;
  padding: 32px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Badge = styled.span`
  display: inline-flex;
  padding: 12px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: 1.6;
`;

export interface ErrorPanelProps {
  /** A heading above the message (leave it out where the section around already has one). */
  title?: string;
  message: string;
  /** Shows a 'Try again' button. */
  onRetry?(): void;
  /** The retry button's words, when they are not 'Try again' (e.g. 'Reload' for a full page load). */
  retryLabel?: string;
  className?: string;
}

/** Shown where content could not load: what happened, and a way to try again. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  className,
}: ErrorPanelProps) {
  return (
    <Panel role="alert" className={className}>
      <Badge>
        <Icon name="alert-circle" size={26} />
      </Badge>
      {title && <Title>{title}</Title>}
      <Message>{message}</Message>
      {onRetry && (
        <Button type="button" variant="outline" onClick={onRetry}>
          <Icon name="refresh-cw" size={16} />
          {retryLabel}
        </Button>
      )}
    </Panel>
  );
}
