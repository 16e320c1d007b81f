import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '@campus/ui';

const Box = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 100%;
  padding: 40px 24px;
  text-align: center;
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
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  max-width: 400px;
  margin: 0;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  margin-top: 10px;
`;

export interface PanelMessageProps {
  icon: IconName;
  title?: string;
  text?: string;
  action?: ReactNode;
}

/** An empty or unavailable panel: an icon, the spec's words, maybe a way on. */
export function PanelMessage({ icon, title, text, action }: PanelMessageProps) {
  return (
    <Box>
      <Circle>
        <Icon name={icon} size={24} />
      </Circle>
      {title && <Title>{title}</Title>}
      {text && <Text>{text}</Text>}
      {action && <Actions>{action}</Actions>}
    </Box>
  );
}
