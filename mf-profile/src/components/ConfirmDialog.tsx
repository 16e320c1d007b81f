import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Button, Spinner } from '@campus/ui';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(15, 23, 42, 0.55);
`;

const Box = styled.div`
  width: 100%;
  max-width: 440px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const Title = styled.h2`
  margin: 0 0 8px;
  font-size: 1.125rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0 0 22px;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The confirm button's text while the action runs ('Deleting...'). */
  busyLabel: string;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal confirmation (role alertdialog): focus starts on Cancel and stays inside; Escape and the
 * backdrop cancel (not while the action runs); on close focus returns to where it was.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus();
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const keyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      cancel();
    } else if (e.key === 'Tab') {
      // Two buttons: Tab and Shift+Tab go from one to the other.
      const buttons = [cancelRef.current, confirmRef.current].filter((b): b is HTMLButtonElement =>
        Boolean(b && !b.disabled),
      );
      const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const next = buttons[(at + (e.shiftKey ? buttons.length - 1 : 1)) % buttons.length];
      e.preventDefault();
      next?.focus();
    }
  };

  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && cancel()}>
      <Box
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onKeyDown={keyDown}
      >
        <Title id={`${id}-title`}>{title}</Title>
        <Message id={`${id}-message`}>{message}</Message>
        <Buttons>
          <Button ref={cancelRef} type="button" variant="outline" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button
            ref={confirmRef}
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
        </Buttons>
      </Box>
    </Backdrop>,
    document.body,
  );
}
