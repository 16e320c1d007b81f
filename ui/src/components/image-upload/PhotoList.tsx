import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { thumbnailUrl, UPLOAD_IMAGE_SIZES } from '@campus/contracts';
import { focusRing } from '../../theme';
import { Label } from '../Form';
import { VisuallyHidden } from '../Spinner';
import { Icon } from '../../icons/Icon';
import { DropZone, ErrorText, FileName, ProgressBar } from './parts';
import { IMAGE_UPLOAD_TEXT, type ImageUploadNotice, type UploadImage } from './upload-checks';
import { useUploads } from './useUploads';

/** The texts of the photo list (what assistive technology hears included). */
export const IMAGE_LIST_TEXT = {
  add: 'Add photos',
  cover: 'Cover',
  photo: (position: number, count: number) => `Photo ${position} of ${count}`,
  moveLeft: (position: number) => `Move photo ${position} left`,
  moveRight: (position: number) => `Move photo ${position} right`,
  remove: (position: number) => `Remove photo ${position}`,
  moved: (position: number, count: number) => `Photo moved to position ${position} of ${count}`,
  removed: (position: number) => `Photo ${position} removed`,
  count: (count: number, max: number) => `${count} of ${max} photos`,
  waiting: 'Waiting...',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  tooMany: (max: number) => ({
    title: 'Too many photos',
    description: `You can add up to ${max} photos.`,
  }),
  hint: 'JPEG, PNG, WebP or GIF, up to 5MB each.',
  full: (max: number) => `${max} photos is the most: remove one to add another.`,
} as const;

export interface PhotoListProps {
  /** The group's label ('Photos'). */
  label: ReactNode;
  /** Display URLs of the photos, in order; the first is the cover. */
  value: readonly string[];
  /** The new list after an upload, a move or a removal. */
  onChange(urls: string[]): void;
  upload: UploadImage;
  /** At most this many photos. */
  max: number;
  /** Shows the spec's toasts (upload refused, failed, successful; too many photos). */
  notify?(notice: ImageUploadNotice): void;
  /** Told when uploads start and when the last one ends (a form waits for them before it submits). */
  onBusyChange?(busy: boolean): void;
  /** A message about the photos from outside (the server refused one). */
  error?: string | null;
  /** A line under the label ('The first photo is the cover'). */
  hint?: ReactNode;
  id: string;
  disabled?: boolean;
}

type Control = 'left' | 'right' | 'remove';
type FocusTarget = { url: string; control: Control } | { add: true } | null;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 3 / 2;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const CoverBadge = styled.span`
  position: absolute;
  top: 6px;
  left: 6px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1.6;
`;

const Tools = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 4px;
`;

const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 32px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    ${focusRing}
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const RemoveButton = styled(ToolButton)`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.dangerText};
`;

const PendingBox = styled(Frame)`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 8px;
  padding: 10px 12px;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const move = (list: readonly string[], from: number, to: number): string[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The list mode of `ImageUpload`: several photos in order (an item's, up to `max`), each sent through the upload service: pick or
 * drop files (several at once), see each one's progress (one upload at a time, the others waiting),
 * then its thumbnail with three buttons: move left, move right (keyboard reorder; the first photo is
 * the cover) and remove. Files that are not images or exceed 5 MB are refused before anything is sent
 * with the spec's messages, as the single mode does; the server's 413 and 415 get the same. Only uploads
 * become photos: there is no way to paste an address.
 *
 * Holds only its own transient state (files waiting or being sent, a message); the list itself is the
 * `value` the form keeps, and the sending is the `upload` function the remote passes.
 */
export function PhotoList({
  label,
  value,
  onChange,
  upload,
  max,
  notify,
  onBusyChange,
  error: outsideError,
  hint,
  id: inputId,
  disabled = false,
}: PhotoListProps) {
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const messageId = `${inputId}-message`;
  const [message, setMessage] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);

  // What an upload's end reads: the latest list (also between an upload's onChange and the re-render).
  const valueRef = useRef<readonly string[]>(value);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    valueRef.current = value;
  });

  const uploads = useUploads({
    upload,
    onBusyChange,
    onUploaded: (image, file) => {
      if (!valueRef.current.includes(image.url)) {
        const next = [...valueRef.current, image.url].slice(0, max);
        valueRef.current = next;
        onChange(next);
      }
      setAnnouncement(`${file.name} uploaded`);
      notify?.({ title: IMAGE_UPLOAD_TEXT.uploaded });
    },
    onRefused: ({ text, toast }) => {
      setMessage(text);
      notify?.(toast);
    },
  });
  const { pending } = uploads;

  // After a move or a removal, focus follows the photo (or goes to the next sensible control).
  useEffect(() => {
    if (!focusTarget) return;
    if ('add' in focusTarget) inputRef.current?.focus();
    else {
      const { url, control } = focusTarget;
      const wanted = buttons.current.get(`${url}:${control}`);
      const fallback = buttons.current.get(`${url}:${control === 'left' ? 'right' : 'left'}`);
      const target = wanted && !wanted.disabled ? wanted : fallback && !fallback.disabled ? fallback : null;
      (target ?? buttons.current.get(`${url}:remove`))?.focus();
    }
    setFocusTarget(null);
  }, [focusTarget]);

  const add = (files: File[]) => {
    if (disabled || files.length === 0) return;
    setMessage(null);
    const { left } = uploads.send(files, max - valueRef.current.length - uploads.queued());
    if (left > 0) notify?.({ ...IMAGE_LIST_TEXT.tooMany(max), variant: 'destructive' });
  };

  const moveTo = (from: number, to: number, control: Control) => {
    const url = value[from];
    if (url === undefined || to < 0 || to >= value.length) return;
    onChange(move(value, from, to));
    setAnnouncement(IMAGE_LIST_TEXT.moved(to + 1, value.length));
    setFocusTarget({ url, control });
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setMessage(null);
    setAnnouncement(IMAGE_LIST_TEXT.removed(index + 1));
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocusTarget(neighbour === undefined ? { add: true } : { url: neighbour, control: 'remove' });
  };

  const register = (url: string, control: Control) => (element: HTMLButtonElement | null) => {
    const key = `${url}:${control}`;
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const shownError = message ?? outsideError ?? null;
  const room = max - value.length - pending.length;
  const count = value.length;

  return (
    <Box role="group" aria-labelledby={labelId} aria-describedby={hint ? hintId : undefined}>
      <Label as="span" id={labelId}>
        {label}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <Grid aria-label={IMAGE_LIST_TEXT.count(count, max)}>
        {value.map((url, i) => (
          <Tile key={url}>
            <Frame>
              <img
                src={thumbnailUrl(url) ?? url}
                alt={IMAGE_LIST_TEXT.photo(i + 1, count)}
                width={UPLOAD_IMAGE_SIZES.thumbnail.width}
                height={UPLOAD_IMAGE_SIZES.thumbnail.height}
                decoding="async"
              />
              {i === 0 && <CoverBadge>{IMAGE_LIST_TEXT.cover}</CoverBadge>}
            </Frame>
            <Tools>
              <ToolButton
                ref={register(url, 'left')}
                type="button"
                aria-label={IMAGE_LIST_TEXT.moveLeft(i + 1)}
                title={IMAGE_LIST_TEXT.moveLeft(i + 1)}
                disabled={disabled || i === 0}
                onClick={() => moveTo(i, i - 1, 'left')}
              >
                <Icon name="arrow-left" size={16} />
              </ToolButton>
              <ToolButton
                ref={register(url, 'right')}
                type="button"
                aria-label={IMAGE_LIST_TEXT.moveRight(i + 1)}
                title={IMAGE_LIST_TEXT.moveRight(i + 1)}
                disabled={disabled || i === count - 1}
                onClick={() => moveTo(i, i + 1, 'right')}
              >
                <Icon name="arrow-right" size={16} />
              </ToolButton>
              <RemoveButton
                ref={register(url, 'remove')}
                type="button"
                aria-label={IMAGE_LIST_TEXT.remove(i + 1)}
                title={IMAGE_LIST_TEXT.remove(i + 1)}
                disabled={disabled}
                onClick={() => remove(i)}
              >
                <Icon name="trash" size={16} />
              </RemoveButton>
            </Tools>
          </Tile>
        ))}
        {pending.map((entry) => (
          <Tile key={`pending-${entry.key}`}>
            <PendingBox>
              <FileName>{entry.file.name}</FileName>
              <ProgressBar label={`Uploading ${entry.file.name}`} percent={entry.percent} thin />
              <span>
                {entry.started ? IMAGE_LIST_TEXT.uploading(entry.percent) : IMAGE_LIST_TEXT.waiting}
              </span>
            </PendingBox>
          </Tile>
        ))}
        {room > 0 && (
          <Tile>
            <DropZone
              compact
              multiple
              inputId={inputId}
              inputRef={inputRef}
              onFiles={add}
              invalid={Boolean(shownError)}
              disabled={disabled}
              inputLabel={IMAGE_LIST_TEXT.add}
              describedBy={shownError ? `${messageId} ${inputId}-types` : `${inputId}-types`}
            >
              <Icon name="image" size={24} />
              <strong>{IMAGE_LIST_TEXT.add}</strong>
              <small>{IMAGE_LIST_TEXT.count(count, max)}</small>
            </DropZone>
          </Tile>
        )}
      </Grid>
      <Hint id={`${inputId}-types`}>{room > 0 ? IMAGE_LIST_TEXT.hint : IMAGE_LIST_TEXT.full(max)}</Hint>
      {shownError && <ErrorText id={messageId}>{shownError}</ErrorText>}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Box>
  );
}
