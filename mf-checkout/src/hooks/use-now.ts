import { useEffect, useState } from 'react';
import { useHydrated } from '@campus/ui';

/**
 * A countdown's clock. Until hydrated: `readAt`, when the order was read (its query's dataUpdatedAt, the
 * same number on the server and in the hydration render), so both count from the same moment. Then the
 * browser's clock, ticking every `everyMs` while `running`.
 */
export function useNow(readAt: number, running: boolean, everyMs = 30_000): number {
  const hydrated = useHydrated();
  const [tick, setTick] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setTick(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  if (!hydrated) return readAt;
  return tick ?? Date.now();
}
