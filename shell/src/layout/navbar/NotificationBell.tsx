import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { paths, type Notification } from '@campus/contracts';
import { focusRing, media } from '@campus/ui';
import { IconButton } from './IconButton';
import { NotificationList, rowLink } from './NotificationList';
import { BELL_LATEST } from './notifications';
import { CornerBadge, withUnreadCount } from './UnreadBadge';
import { useNotificationFeed } from './useNotifications';

const Wrap = styled.div`
  position: relative;
  display: flex;
`;

const Bell = styled(IconButton)`
  position: relative;
`;

/** A bell in the stroke style of @campus/ui's icons (which has none). */
function BellIcon() {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** Under the navbar across a phone's width; a dropdown under the bell from 640 px. */
const Panel = styled.section`
  position: fixed;
  z-index: 50;
  top: calc(${({ theme }) => theme.layout.navHeight} - 4px);
  right: 8px;
  left: 8px;
  display: flex;
  flex-direction: column;
  max-height: calc(100vh - ${({ theme }) => theme.layout.navHeight} - 16px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  ${media.sm} {
    position: absolute;
    top: calc(100% + 8px);
    right: 0;
    left: auto;
    width: 380px;
    max-height: min(560px, calc(100vh - 96px));
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
`;

const TextButton = styled.button`
  padding: 4px 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 0.85rem;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
  &:focus-visible {
    ${focusRing}
  }
`;

const Scroll = styled.div`
  flex: 1;
  overflow-y: auto;
`;

const Empty = styled.p`
  margin: 0;
  padding: 28px 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  text-align: center;
`;

const SeeAll = styled(Link)`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.9rem;
  font-weight: 600;
  text-align: center;
  ${rowLink}
`;

/**
 * The navbar's bell (signed-in students): the unread count on its corner, live; it opens the latest
 * notifications, each linking to its order (or the reviewed gig), with 'Mark all read' and 'See all'
 * (/notifications).
 */
export function NotificationBell() {
  const { items, unread, markRead, marking, query } = useNotificationFeed(true);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const opened = (n: Notification) => {
    if (n.readAt === null) markRead({ ids: [n.id] });
    setOpen(false);
  };

  const latest = items.slice(0, BELL_LATEST);
  return (
    <Wrap ref={wrap}>
      <Bell
        ref={button}
        type="button"
        aria-label={withUnreadCount('Notifications', unread, 'notification')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon />
        <CornerBadge count={unread} decorative />
      </Bell>
      {open && (
        <Panel id={panelId} aria-label="Notifications">
          <Head>
            <Title>Notifications</Title>
            {unread > 0 && (
              <TextButton type="button" disabled={marking} onClick={() => markRead({})}>
                Mark all read
              </TextButton>
            )}
          </Head>
          <Scroll>
            {latest.length > 0 ? (
              <NotificationList items={latest} onOpen={opened} />
            ) : (
              <Empty>
                {query.isPending
                  ? 'Loading notifications...'
                  : query.isError
                    ? 'Notifications could not be loaded.'
                    : 'No notifications yet. Updates on your orders and reviews show here.'}
              </Empty>
            )}
          </Scroll>
          <SeeAll to={paths.notifications} onClick={() => setOpen(false)}>
            See all notifications
          </SeeAll>
        </Panel>
      )}
    </Wrap>
  );
}
