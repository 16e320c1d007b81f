import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../theme';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** Two fields side by side from the small breakpoint up, stacked below it. */
export const FormRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Optional = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Buttons = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 12px;
  ${media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** A field label with '(optional)' after it. */
export const optionalLabel = (text: string) => (
  <>
    {text} <Optional>(optional)</Optional>
  </>
);

export interface AuthoringFormProps {
  /** The form's accessible name. */
  name: string;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** The body is being sent: the button says `busyLabel` with a spinner. */
  submitting: boolean;
  /** Something else the submit waits for (an upload still running). */
  waiting?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Beside the submit button (Cancel). */
  secondaryAction?: ReactNode;
  children: ReactNode;
}

/**
 * The create and edit forms' frame (gigs and items): the fields, then the buttons, the submit one
 * disabled while sending or waiting. The browser's own checks are off: the contract's schema checks.
 */
export function AuthoringForm({
  name,
  onSubmit,
  submitting,
  waiting = false,
  submitLabel,
  busyLabel,
  secondaryAction,
  children,
}: AuthoringFormProps) {
  return (
    <Form noValidate aria-label={name} onSubmit={onSubmit}>
      {children}
      <Buttons>
        {secondaryAction}
        <Button type="submit" size="lg" disabled={submitting || waiting} aria-busy={submitting}>
          {submitting && <Spinner size="sm" decorative />}
          {submitting ? busyLabel : submitLabel}
        </Button>
      </Buttons>
    </Form>
  );
}
