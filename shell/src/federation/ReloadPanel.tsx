import styled from 'styled-components';
import { Button, Icon } from '@campus/ui';

// The look of @campus/ui's ErrorPanel, whose one action is 'Try again': here the action is 'Reload'.
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

interface Props {
  title: string;
  message: string;
  onReload(): void;
}

/** What happened, and a button that reloads the page. */
export function ReloadPanel({ title, message, onReload }: Props) {
  return (
    <Panel role="alert">
      <Badge>
        <Icon name="alert-circle" size={26} />
      </Badge>
      <Title>{title}</Title>
      <Message>{message}</Message>
      <Button type="button" variant="outline" onClick={onReload}>
        <Icon name="refresh-cw" size={16} />
        Reload
      </Button>
    </Panel>
  );
}
