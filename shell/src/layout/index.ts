/** The layout as the pages see it: they import only from here (docs/decisions/layers.md). */
export { NotificationList } from './navbar/NotificationList';
export { useNotifications } from './navbar/useNotifications';
