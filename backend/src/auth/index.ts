/** The auth domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { type Attempt, type Throttle, type ThrottleKey } from './throttle';
