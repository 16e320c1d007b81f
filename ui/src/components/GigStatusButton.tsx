import { errorMessage, type GigStatus } from '@campus/contracts';
import { Button, type ButtonSize } from './Button';
import { Spinner } from './Spinner';
import { Icon } from '../icons/Icon';

/** A toast, as the runtime's `toast` takes it. */
interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** The toasts of pausing and resuming a gig (its page and Profile > My Gigs say the same). */
export const GIG_STATUS_TOAST = {
  changed: (status: GigStatus): Notice =>
    status === 'active'
      ? { title: 'Gig resumed', description: 'Your gig is visible again and can be booked.' }
      : {
          title: 'Gig paused',
          description: 'Your gig is hidden from browse and cannot be booked until you resume it.',
        },
  failed: (error: unknown): Notice => ({
    title: 'Update failed',
    description: errorMessage(error, 'Failed to update the gig. Please try again.'),
    variant: 'destructive',
  }),
} as const;

export interface GigStatusButtonProps {
  /** The gig is paused ('inactive'): the button resumes it; else it pauses it. */
  paused: boolean;
  /** The change is being sent. */
  pending: boolean;
  onToggle(): void;
  size?: ButtonSize;
  'aria-describedby'?: string;
}

/** Pause / Resume of a provider's gig, with a spinner while the change is sent. */
export function GigStatusButton({ paused, pending, onToggle, size, ...aria }: GigStatusButtonProps) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={onToggle}
      disabled={pending}
      aria-busy={pending}
      {...aria}
    >
      {pending ? <Spinner size="sm" decorative /> : <Icon name={paused ? 'play' : 'pause'} size={16} />}
      {paused ? 'Resume' : 'Pause'}
    </Button>
  );
}
