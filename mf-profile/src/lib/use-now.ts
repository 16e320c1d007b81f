import { useEffect, useState } from 'react';
import { useHydrated } from '@campus/ui';

/**
 * The clock of relative times such as '5 minutes ago'. Until hydrated: `readAt`, when the data shown was
 * read (its query's dataUpdatedAt, the same number on the server and in the hydration render). Then the
 * browser's clock, renewed every `intervalMs` so the times stay true.
 */
export function useNow(readAt: number, intervalMs = 60_000): Date {
  const hydrated = useHydrated();
  const [tick, setTick] = useState<Date | null>(null);
  useEffect(() => {
    const timer = setInterval(() => setTick(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  if (!hydrated) return new Date(readAt);
  return tick ?? new Date();
}
