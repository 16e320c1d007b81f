import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { shownZone, type Notification } from '@campus/contracts';
import { focusRing, VisuallyHidden, useHydrated } from '@campus/ui';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A full-width link row of the notification lists (an entry, the bell's 'See all'). */
export const rowLink = css`
  padding: 12px 16px;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;

const Entry = styled(Link)<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px 1fr;
  gap: 10px;
  align-items: start;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primarySoft : theme.colors.surface)};
  color: ${({ theme }) => theme.colors.text};
  ${rowLink}
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 7px;
  border-radius: 50%;
  background: ${({ $unread, theme }) => ($unread ? theme.colors.primary : 'transparent')};
`;

const Body = styled.span<{ $unread: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  font-size: 0.9rem;
  font-weight: ${({ $unread }) => ($unread ? 600 : 400)};
  line-height: 1.4;
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textSubtle};
  font-size: 0.78rem;
  font-weight: 400;
`;

/** 'Nov 27, 6:02 AM': when a notification came, in UTC unless `local` (contracts' shownZone). */
export const notificationTime = (iso: string, local = false): string =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...shownZone(local),
  });

interface Props {
  items: Notification[];
  /** A notification was opened (its link followed): mark it read, close a menu. */
  onOpen(notification: Notification): void;
  className?: string;
}

/** Notifications, newest first, each a link to what it is about (its order, the gig's reviews). */
export function NotificationList({ items, onOpen, className }: Props) {
  const local = useHydrated();
  return (
    <List className={className}>
      {items.map((n) => {
        const unread = n.readAt === null;
        return (
          <li key={n.id}>
            <Entry to={n.link} $unread={unread} onClick={() => onOpen(n)}>
              <Dot $unread={unread} aria-hidden="true" />
              <Body $unread={unread}>
                {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
                <span>{n.text}</span>
                <When dateTime={n.createdAt}>{notificationTime(n.createdAt, local)}</When>
              </Body>
            </Entry>
          </li>
        );
      })}
    </List>
  );
}
