import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '../theme';
import { Button } from './Button';
import { Spinner } from './Spinner';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.55);
  overflow-y: auto;
`;

const Box = styled.div<{ $wide: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '520px' : '440px')};
  max-height: calc(100dvh - 32px);
  margin: auto;
  padding: 22px 20px;
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  ${media.sm} {
    padding: 24px;
  }
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.div`
  margin: 0;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;

/** The dialog's buttons, right-aligned (stacked full width on narrow phones). */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
  margin-top: 20px;
`;

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];

export interface DialogProps {
  title: ReactNode;
  /** Text under the title; the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** 'alertdialog' for a confirmation that interrupts (default 'dialog'). */
  role?: 'dialog' | 'alertdialog';
  /** Escape or a click on the backdrop: the person wants out. */
  onClose(): void;
  /** False while an action runs: Escape and the backdrop then do nothing (default true). */
  dismissible?: boolean;
  /** Where focus starts (default: the first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** A wider box, for a form (520 px instead of 440). */
  wide?: boolean;
}

/**
 * A modal dialog, drawn over the page in a portal: focus starts inside (on `initialFocus` or the first
 * control) and Tab / Shift+Tab stay inside; Escape and the backdrop call `onClose` (unless not
 * `dismissible`); on close focus returns to where it was. The title names it, the description
 * describes it. Mount it to open it, unmount it to close it.
 */
export function Dialog({
  title,
  description,
  children,
  role = 'dialog',
  onClose,
  dismissible = true,
  initialFocus,
  wide = false,
}: DialogProps) {
  const id = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    const first = initialFocus?.current ?? (box ? focusables(box)[0] : undefined) ?? box;
    first?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
    // Focus moves in once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const close = () => {
    if (dismissible) onClose();
  };

  const keyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      close();
    } else if (e.key === 'Tab' && boxRef.current) {
      const items = focusables(boxRef.current);
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const at = items.indexOf(document.activeElement as HTMLElement);
      const step = e.shiftKey ? -1 : 1;
      const next =
        at === -1
          ? items[e.shiftKey ? items.length - 1 : 0]
          : items[(at + step + items.length) % items.length];
      e.preventDefault();
      next?.focus();
    }
  };

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <Box
        ref={boxRef}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        tabIndex={-1}
        $wide={wide}
        onKeyDown={keyDown}
      >
        <Title id={`${id}-title`}>{title}</Title>
        {description && <Description id={`${id}-description`}>{description}</Description>}
        {children}
      </Box>
    </Backdrop>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting...'). */
  busyLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
  /** The cancel button's text (default 'Cancel'). */
  cancelLabel?: string;
}

/**
 * A modal confirmation of a destructive action (role alertdialog): focus starts on Cancel and stays
 * inside; Escape and the backdrop cancel (not while the action runs); on close focus returns to where
 * it was. The confirm button keeps focus while busy (aria-disabled, not disabled).
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      role="alertdialog"
      title={title}
      description={<p>{message}</p>}
      onClose={onCancel}
      dismissible={!busy}
      initialFocus={cancelRef}
    >
      <DialogButtons>
        <Button
          ref={cancelRef}
          type="button"
          variant="outline"
          onClick={() => !busy && onCancel()}
          disabled={busy}
        >
          {cancelLabel}
        </Button>
        <Button
          type="button"
          variant="destructive"
          // aria-disabled, not disabled: focus stays on the button while the action runs.
          onClick={() => !busy && onConfirm()}
          aria-disabled={busy || undefined}
          aria-busy={busy}
        >
          {busy && <Spinner size="sm" decorative />}
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
