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

interface Props {
  count: number;
  className?: string;
  /** The control around it already says the count (e.g. in its aria-label): the pill is only seen. */
  decorative?: boolean;
}

/** An unread count (messages, notifications), '9+' above 9; nothing at 0. */
export function UnreadBadge({ count, className, decorative = false }: Props) {
  if (count <= 0) return null;
  return (
    <Pill
      className={className}
      aria-label={decorative ? undefined : `${count} unread`}
      aria-hidden={decorative || undefined}
    >
      {unreadBadge(count)}
    </Pill>
  );
}

/** The count on a round icon button's corner (the phone menu's messages, the bell's notifications). */
export const CornerBadge = styled(UnreadBadge)`
  position: absolute;
  top: -2px;
  right: -4px;
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

/**
 * The name of a control that shows an unread count: 'Open menu, 9+ unread messages',
 * 'Notifications, 1 unread notification'.
 */
export function withUnreadCount(label: string, count: number, what = 'message'): string {
  if (count <= 0) return label;
  return `${label}, ${unreadBadge(count)} unread ${what}${count === 1 ? '' : 's'}`;
}
