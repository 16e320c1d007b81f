import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Navigates after a delay; the pending timer is dropped if the component unmounts first. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
}
