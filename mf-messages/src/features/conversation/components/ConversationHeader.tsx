import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { fullName, paths, type Participant } from '@campus/contracts';
import { Avatar, focusRing, Icon, media } from '@campus/ui';

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Phones show one panel at a time: the way back to the list. */
const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  margin-left: -8px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
  ${media.md} {
    display: none;
  }
`;

const Who = styled.div`
  min-width: 0;
`;

const Name = styled.h2`
  margin: 0;
  overflow: hidden;
  font-size: 1rem;
  font-weight: 700;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

const University = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: 0.8125rem;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** The other person's name and university, with the way back to the list on phones. */
export function ConversationHeader({ other }: { other: Participant }) {
  return (
    <Bar>
      <Back to={paths.messages()} aria-label="Back to conversations">
        <Icon name="arrow-left" size={20} />
      </Back>
      <Avatar firstName={other.firstName} lastName={other.lastName} />
      <Who>
        <Name>{fullName(other) || 'Student'}</Name>
        <University>{other.university}</University>
      </Who>
    </Bar>
  );
}

/** The header while the conversation loads or failed: the way back stays. */
export function BareHeader({ children }: { children?: ReactNode }) {
  return (
    <Bar>
      <Back to={paths.messages()} aria-label="Back to conversations">
        <Icon name="arrow-left" size={20} />
      </Back>
      {children}
    </Bar>
  );
}
