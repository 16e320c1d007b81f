import type { ReactNode } from 'react';
import { Button, Spinner } from '@campus/ui';

interface Props {
  /** Disables the button and shows a spinner before the label. */
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A form's full-width submit button. */
export function SubmitButton({ pending, disabled = false, children }: Props) {
  return (
    <Button type="submit" size="lg" block disabled={disabled || pending}>
      {pending && <Spinner size="sm" decorative />}
      {children}
    </Button>
  );
}
