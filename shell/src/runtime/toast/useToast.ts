import { useCallback, useMemo } from 'react';
import { useSetAtom } from 'jotai';
import { TIMINGS } from '@campus/contracts';
import { currentToastAtom, type ToastOptions } from './atoms';

let nextId = 1;

export interface ToastApi {
  toast(t: ToastOptions): void;
  dismiss(): void;
}

export function useToast(): ToastApi {
  const setToast = useSetAtom(currentToastAtom);
  const toast = useCallback(
    (t: ToastOptions) =>
      setToast({
        id: nextId++,
        title: t.title,
        description: t.description,
        variant: t.variant ?? 'default',
        duration: t.duration ?? TIMINGS.toastDurationMs,
      }),
    [setToast],
  );
  const dismiss = useCallback(() => setToast(null), [setToast]);
  return useMemo(() => ({ toast, dismiss }), [toast, dismiss]);
}
