import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useAtom } from 'jotai';
import styled, { css, keyframes } from 'styled-components';
import { focusRing, Icon, media } from '@campus/ui';
import { currentToastAtom } from './atoms';

const SWIPE_THRESHOLD_PX = 50;

const slideIn = keyframes`
  from { transform: translateY(12px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;

const Viewport = styled.section`
  position: fixed;
  z-index: 100;
  right: 0;
  bottom: 0;
  left: 0;
  display: flex;
  justify-content: center;
  padding: 16px;
  pointer-events: none;
  outline: none;
  ${media.sm} {
    left: auto;
    width: 420px;
    justify-content: flex-end;
  }
`;

const Box = styled.div<{ $destructive: boolean }>`
  pointer-events: auto;
  position: relative;
  display: flex;
  gap: 12px;
  width: 100%;
  padding: 14px 44px 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${slideIn} 0.2s ease-out;
  touch-action: pan-y;
  ${({ $destructive, theme }) =>
    $destructive
      ? css`
          /* dangerHover, not danger: white text keeps 4.5:1 under the description's opacity */
          background: ${theme.colors.dangerHover};
          color: #fff;
          border: 1px solid #991b1b;
        `
      : css`
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
        `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  font-size: 0.9rem;
  line-height: 1.45;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Description = styled.p`
  margin: 0;
  opacity: 0.9;
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  opacity: 0.7;
  cursor: pointer;
  &:hover {
    opacity: 1;
  }
  &:focus-visible {
    ${focusRing}
    opacity: 1;
  }
`;

/** Where toasts appear: one at a time, closed by time, button, swipe or Escape. F8 focuses it. */
export function ToastArea() {
  const [toast, setToast] = useAtom(currentToastAtom);
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const viewport = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => setToast((t) => (t?.id === toast.id ? null : t)), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, paused, setToast]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        viewport.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => setOffset(0), [toast?.id]);

  const onPointerDown = (e: PointerEvent) => {
    start.current = e.clientX;
  };
  const onPointerMove = (e: PointerEvent) => {
    if (start.current !== null) setOffset(Math.max(0, e.clientX - start.current));
  };
  const onPointerUp = () => {
    if (offset > SWIPE_THRESHOLD_PX) setToast(null);
    else setOffset(0);
    start.current = null;
  };

  const destructive = toast?.variant === 'destructive';
  return (
    <Viewport ref={viewport} tabIndex={-1} aria-label="Notifications (F8)">
      {toast && (
        <Box
          key={toast.id}
          role={destructive ? 'alert' : 'status'}
          aria-live={destructive ? 'assertive' : 'polite'}
          aria-atomic="true"
          $destructive={destructive}
          style={
            offset
              ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) }
              : undefined
          }
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
          onKeyDown={(e) => e.key === 'Escape' && setToast(null)}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <Text>
            <Title>{toast.title}</Title>
            {toast.description && <Description>{toast.description}</Description>}
          </Text>
          <Close type="button" aria-label="Close notification" onClick={() => setToast(null)}>
            <Icon name="x" size={16} />
          </Close>
        </Box>
      )}
    </Viewport>
  );
}
