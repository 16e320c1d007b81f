import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { thumbnailUrl, UPLOAD_IMAGE_SIZES } from '@campus/contracts';
import { Button } from './Button';
import { Label } from './Form';
import { Icon } from '../icons/Icon';
import {
  checkFile,
  IMAGE_UPLOAD_TEXT,
  isAbort,
  uploadFailure,
  type ImageUploadNotice,
  type UploadImage,
  type UploadRefusal,
} from './upload-checks';

export {
  IMAGE_UPLOAD_TEXT,
  type ImageUploadNotice,
  type UploadedImage,
  type UploadImage,
} from './upload-checks';

export interface ImageUploadProps {
  label: ReactNode;
  /** The image's display URL; '' for none. */
  value: string;
  /** The uploaded image's URL, or '' after Remove. */
  onChange(url: string): void;
  upload: UploadImage;
  /** Shows the spec's toasts (upload refused, failed, successful). */
  notify?(notice: ImageUploadNotice): void;
  /** Told when an upload starts and ends (a form waits for it before it submits). */
  onBusyChange?(busy: boolean): void;
  /** A message about the image from outside (the server refused the URL). */
  error?: string | null;
  id?: string;
  disabled?: boolean;
}

type Status = { kind: 'idle' } | { kind: 'uploading'; name: string; percent: number } | { kind: 'error' };

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Zone = styled.label<{ $over: boolean; $invalid: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 148px;
  padding: 20px;
  border: 2px dashed
    ${({ $over, $invalid, theme }) =>
      $invalid ? theme.colors.danger : $over ? theme.colors.primary : theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $over, theme }) => ($over ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
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
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

/** Visually hidden but focusable: the zone around it is what a person sees and clicks. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  border: 0;
`;

const Progress = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 10px;
  min-height: 148px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FileName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Track = styled.div`
  height: 8px;
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

const Preview = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 10px;
  margin: 0;
  img {
    display: block;
    width: 100%;
    max-width: 360px;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Image upload (spec section 4): idle, uploading (a progress bar), then success (the preview and a
 * Remove button) or an error (inline and as a toast). Files that are not images or exceed 5 MB are
 * refused before anything is sent, with the spec's messages; the server's 413 and 415 get the same.
 * Remove clears the image: `onChange('')`.
 *
 * Holds only its own transient state (which step it is at); the image itself is the `value` the form
 * keeps, and the sending is the `upload` function the remote passes (its API module).
 */
export function ImageUpload({
  label,
  value,
  onChange,
  upload,
  notify,
  onBusyChange,
  error: outsideError,
  id,
  disabled,
}: ImageUploadProps) {
  const generated = useId();
  const inputId = id ?? `image-upload-${generated}`;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  const [over, setOver] = useState(false);
  const [focusInput, setFocusInput] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  // After Remove, focus goes back to the file picker that replaced the preview.
  useEffect(() => {
    if (!focusInput) return;
    inputRef.current?.focus();
    setFocusInput(false);
  }, [focusInput]);

  const fail = ({ text, toast }: UploadRefusal) => {
    setStatus({ kind: 'error' });
    setMessage(text);
    notify?.(toast);
  };

  const send = async (file: File) => {
    const refusal = checkFile(file);
    if (refusal) {
      fail(refusal);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setMessage(null);
    setStatus({ kind: 'uploading', name: file.name, percent: 0 });
    onBusyChange?.(true);
    try {
      const image = await upload(
        file,
        (fraction) =>
          setStatus((s) =>
            s.kind === 'uploading'
              ? { ...s, percent: Math.round(Math.min(1, Math.max(0, fraction)) * 100) }
              : s,
          ),
        abort.signal,
      );
      setStatus({ kind: 'idle' });
      onChange(image.url);
      notify?.({ title: IMAGE_UPLOAD_TEXT.uploaded });
    } catch (error) {
      if (abort.signal.aborted || isAbort(error)) return;
      fail(uploadFailure(error));
    } finally {
      if (controller.current === abort) controller.current = null;
      if (!abort.signal.aborted) onBusyChange?.(false);
    }
  };

  const picked = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // The same file picked again after an error must fire `change` again.
    e.target.value = '';
    if (file) void send(file);
  };

  const dropped = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) void send(file);
  };

  const remove = () => {
    setStatus({ kind: 'idle' });
    setMessage(null);
    onChange('');
    setFocusInput(true);
  };

  const shownError = message ?? outsideError ?? null;

  let body: ReactNode;
  if (status.kind === 'uploading') {
    body = (
      <Progress>
        <FileName>{status.name}</FileName>
        <Track
          role="progressbar"
          aria-label="Upload progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={status.percent}
        >
          <Bar style={{ width: `${status.percent}%` }} />
        </Track>
        <span>Uploading... {status.percent}%</span>
      </Progress>
    );
  } else if (value) {
    body = (
      <Preview>
        <img
          src={thumbnailUrl(value) ?? value}
          alt="Preview of the uploaded image"
          width={UPLOAD_IMAGE_SIZES.thumbnail.width}
          height={UPLOAD_IMAGE_SIZES.thumbnail.height}
          decoding="async"
        />
        <Button type="button" variant="outline" size="sm" onClick={remove} disabled={disabled}>
          <Icon name="x" size={16} />
          Remove
        </Button>
      </Preview>
    );
  } else {
    body = (
      <Zone
        htmlFor={inputId}
        $over={over}
        $invalid={Boolean(shownError)}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={dropped}
      >
        <Icon name="image" size={28} />
        <span>
          <strong>Click to upload</strong> or drag an image here
        </span>
        <small id={hintId}>JPEG, PNG, WebP or GIF, up to 5MB</small>
        <FileInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${messageId} ${hintId}` : hintId}
          onChange={picked}
        />
      </Zone>
    );
  }

  return (
    <Box>
      {status.kind !== 'uploading' && !value ? (
        <Label htmlFor={inputId}>{label}</Label>
      ) : (
        <Label as="span">{label}</Label>
      )}
      {body}
      {shownError && status.kind !== 'uploading' && <ErrorText id={messageId}>{shownError}</ErrorText>}
    </Box>
  );
}
