import type { FormEvent, ReactNode, RefObject } from 'react';
import styled from 'styled-components';
import { Button, Dialog, DialogButtons, Spinner } from '@campus/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
`;

interface Props {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  /** The submit button's text while the call runs ('Sending...'). */
  busyLabel: string;
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  /** The button that closes without doing anything (default 'Cancel'). */
  closeLabel?: string;
  destructive?: boolean;
  /** A confirmation without fields interrupts: alertdialog. */
  role?: 'dialog' | 'alertdialog';
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A dialog around a small form (or a bare confirmation): its fields, then the close and submit
 * buttons; it cannot be dismissed while the call runs.
 */
export function FormDialog({
  title,
  description,
  children,
  submitLabel,
  busyLabel,
  busy,
  onSubmit,
  onClose,
  closeLabel = 'Cancel',
  destructive = false,
  role = 'dialog',
  initialFocus,
}: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog
      title={title}
      description={description}
      onClose={onClose}
      dismissible={!busy}
      role={role}
      initialFocus={initialFocus}
      wide
    >
      <Form noValidate aria-label={title} onSubmit={submit}>
        {children}
        <DialogButtons>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {closeLabel}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'primary'}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <Spinner size="sm" decorative />}
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogButtons>
      </Form>
    </Dialog>
  );
}
