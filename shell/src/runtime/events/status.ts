import { atom } from 'jotai';

/**
 * The live stream of this tab: `off` (signed out, or no EventSource), `connecting` (first connection),
 * `live` (open: events arrive as they happen), `reconnecting` (dropped; it catches up when it is back).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting';

export const liveStatusAtom = atom<LiveStatus>('off');
