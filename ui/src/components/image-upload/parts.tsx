import { useState, type ChangeEvent, type DragEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../Spinner';

const Zone = styled.label<{ $over: boolean; $invalid: boolean; $compact?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ $compact }) => ($compact ? '4px' : '6px')};
  ${({ $compact }) => ($compact ? 'height: 100%;' : '')}
  min-height: ${({ $compact }) => ($compact ? '124px' : '148px')};
  padding: ${({ $compact }) => ($compact ? '12px' : '20px')};
  border: 2px dashed
    ${({ $over, $invalid, theme }) =>
      $invalid ? theme.colors.danger : $over ? theme.colors.primary : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $over, theme }) => ($over ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  ${({ $compact }) => ($compact ? 'font-size: 0.875rem;' : '')}
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    background 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  small {
    font-size: ${({ $compact }) => ($compact ? '0.75rem' : '0.8125rem')};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

export interface DropZoneProps {
  inputId: string;
  /** Picked or dropped files (one unless `multiple`). */
  onFiles(files: File[]): void;
  /** A message about the files is shown (a red border). */
  invalid: boolean;
  /** The tile of the photo list (smaller than the single image's zone). */
  compact?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  /** The input's own name, when the label around it is not enough ('Add photos'). */
  inputLabel?: string;
  describedBy: string;
  inputRef: Ref<HTMLInputElement>;
  /** What the zone shows (an icon, a line or two). */
  children: ReactNode;
}

/**
 * The drop zone: a label around a visually hidden (but focusable) file input, so a click anywhere on
 * it opens the picker, and files can be dropped on it.
 */
export function DropZone({
  inputId,
  onFiles,
  invalid,
  compact,
  multiple,
  disabled,
  inputLabel,
  describedBy,
  inputRef,
  children,
}: DropZoneProps) {
  const [over, setOver] = useState(false);

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // The same file picked again after an error must fire `change` again.
    e.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  const dropped = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const files = [...e.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <Zone
      htmlFor={inputId}
      $over={over}
      $invalid={invalid}
      $compact={compact}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={dropped}
    >
      {children}
      <VisuallyHidden
        as="input"
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={picked}
      />
    </Zone>
  );
}

export const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Track = styled.div<{ $thin?: boolean }>`
  height: ${({ $thin }) => ($thin ? '6px' : '8px')};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.2s ease;
`;

/** An upload's progress bar, 0 to 100. */
export function ProgressBar({ label, percent, thin }: { label: string; percent: number; thin?: boolean }) {
  return (
    <Track
      $thin={thin}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <Bar style={{ width: `${percent}%` }} />
    </Track>
  );
}

export const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;
