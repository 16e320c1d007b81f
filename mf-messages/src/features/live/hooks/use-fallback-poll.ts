import { useLiveStatus } from '@campus/shell/runtime';

/** How often the page reads the list and the open conversation again while no live stream is open. */
export const FALLBACK_POLL_MS = 30_000;

/** `FALLBACK_POLL_MS` while the live stream is down (or unsupported); false while it works. */
export function useFallbackPoll(): number | false {
  const status = useLiveStatus();
  return status === 'live' || status === 'connecting' ? false : FALLBACK_POLL_MS;
}
