/** The clock domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { type Clock } from './clock';
