import styled from 'styled-components';
import { unreadBadge } from '@campus/contracts';

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.danger};
  color: #fff;
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1;
`;

/** The unread message count, '9+' above 9; nothing at 0. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return <Pill aria-label={`${count} unread`}>{unreadBadge(count)}</Pill>;
}
