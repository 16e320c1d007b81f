import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { thumbnailUrl, UPLOAD_IMAGE_SIZES } from '@campus/contracts';
import { Button } from '../Button';
import { Label } from '../Form';
import { Icon } from '../../icons/Icon';
import { DropZone, ErrorText, FileName, ProgressBar } from './parts';
import { IMAGE_UPLOAD_TEXT, type ImageUploadNotice, type UploadImage } from './upload-checks';
import { useUploads } from './useUploads';

export interface SingleImageProps {
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
  id: string;
  disabled?: boolean;
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
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

/**
 * The single mode of `ImageUpload` (a gig's image): idle, uploading (a progress bar), then the preview
 * with a Remove button, or an error (inline and as a toast). Remove clears the image: `onChange('')`.
 */
export function SingleImage({
  label,
  value,
  onChange,
  upload,
  notify,
  onBusyChange,
  error: outsideError,
  id: inputId,
  disabled,
}: SingleImageProps) {
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const [message, setMessage] = useState<string | null>(null);
  const [focusInput, setFocusInput] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const uploads = useUploads({
    upload,
    onBusyChange,
    onUploaded: (image) => {
      onChange(image.url);
      notify?.({ title: IMAGE_UPLOAD_TEXT.uploaded });
    },
    onRefused: ({ text, toast }) => {
      setMessage(text);
      notify?.(toast);
    },
  });
  const sending = uploads.pending[0];

  // After Remove, focus goes back to the file picker that replaced the preview.
  useEffect(() => {
    if (!focusInput) return;
    inputRef.current?.focus();
    setFocusInput(false);
  }, [focusInput]);

  const send = (file: File | undefined) => {
    if (!file || disabled) return;
    setMessage(null);
    uploads.send([file]);
  };

  const remove = () => {
    setMessage(null);
    onChange('');
    setFocusInput(true);
  };

  const shownError = message ?? outsideError ?? null;

  let body: ReactNode;
  if (sending) {
    body = (
      <Progress>
        <FileName>{sending.file.name}</FileName>
        <ProgressBar label="Upload progress" percent={sending.percent} />
        <span>Uploading... {sending.percent}%</span>
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
      <DropZone
        inputId={inputId}
        inputRef={inputRef}
        onFiles={(files) => send(files[0])}
        invalid={Boolean(shownError)}
        disabled={disabled}
        describedBy={shownError ? `${messageId} ${hintId}` : hintId}
      >
        <Icon name="image" size={28} />
        <span>
          <strong>Click to upload</strong> or drag an image here
        </span>
        <small id={hintId}>JPEG, PNG, WebP or GIF, up to 5MB</small>
      </DropZone>
    );
  }

  return (
    <Box>
      {!sending && !value ? <Label htmlFor={inputId}>{label}</Label> : <Label as="span">{label}</Label>}
      {body}
      {shownError && !sending && <ErrorText id={messageId}>{shownError}</ErrorText>}
    </Box>
  );
}
