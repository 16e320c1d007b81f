/** Live messages as the other features see them: they import only from here (docs/decisions/layers.md). */
export { useFallbackPoll } from './hooks/use-fallback-poll';
export { useLiveMessages } from './hooks/use-live-messages';
export { useTabVisible } from './hooks/use-tab-visible';
