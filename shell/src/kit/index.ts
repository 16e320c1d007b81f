/**
 * @campus/shell/kit: what the shell provides to every remote at run time (one shared singleton):
 * the API client, the session, toasts and the UI primitives of the product.
 */
export { api } from './api';
export { useAuth, type AuthState } from './auth/useAuth';
export { authStatusQuery } from './auth/queries';
export { useToast, type ToastApi } from './toast/useToast';
export type { ToastOptions, ToastVariant } from './toast/atoms';
export { theme, media, breakpoints, focusRing, type Theme } from './theme';

export { Button, type ButtonVariant, type ButtonSize } from './ui/Button';
export { Card, CardHeader, CardTitle, CardContent } from './ui/Card';
export { Badge, type BadgeVariant } from './ui/Badge';
export { Skeleton } from './ui/Skeleton';
export { Spinner, VisuallyHidden, type SpinnerProps } from './ui/Spinner';
export { StarRating, type StarRatingProps } from './ui/StarRating';
export { Alert, type AlertProps } from './ui/Alert';
export { Input, Textarea, Label, Select, Field, type FieldProps } from './ui/Form';
export { Avatar, type AvatarProps } from './ui/Avatar';
export { ErrorPanel, type ErrorPanelProps } from './ui/ErrorPanel';
export { SectionBoundary } from './ui/SectionBoundary';
export { OpensSoon } from './ui/OpensSoon';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { PageContainer } from './ui/PageContainer';
export { GigCard, type GigCardProps } from './ui/GigCard';
export { LoadMore, type LoadMoreProps } from './ui/LoadMore';
export { CategoryIcon, type CategoryIconProps } from './icons/CategoryIcon';
export { Icon, type IconProps } from './icons/Icon';
export type { IconName } from './icons/paths';
export { focusFirstInvalid } from './focusFirstInvalid';
