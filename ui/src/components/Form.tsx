import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme';

const control = css`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9375rem;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: #94a3b8;
  }
  &:focus-visible {
    ${focusRing}
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textSubtle};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Input = styled.input`
  ${control}
  height: 42px;
  padding: 0 12px;
`;

export const Textarea = styled.textarea`
  ${control}
  min-height: 110px;
  padding: 10px 12px;
  line-height: 1.5;
  resize: vertical;
`;

export const Select = styled.select`
  ${control}
  height: 42px;
  padding: 0 36px 0 12px;
  appearance: none;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23475569' stroke-width='2.5'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 12px center;
`;

export const Label = styled.label`
  display: block;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

export interface FieldProps {
  label: ReactNode;
  /** The control; Field gives it an id, aria-invalid and aria-describedby. */
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
  error?: string | null;
  hint?: ReactNode;
  /** Use when the control already has its own id. */
  id?: string;
  className?: string;
}

/** Label + control + hint or error text, wired together for assistive technology. */
export function Field({ label, children, error, hint, id, className }: FieldProps) {
  const generated = useId();
  const controlId = id ?? children.props.id ?? `field-${generated}`;
  const messageId = `${controlId}-message`;
  const control = isValidElement(children)
    ? cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })
    : children;
  return (
    <FieldBox className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {error ? (
        <ErrorText id={messageId}>{error}</ErrorText>
      ) : hint ? (
        <Hint id={messageId}>{hint}</Hint>
      ) : null}
    </FieldBox>
  );
}
