/** The operator domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export { isOperator, isOperatorEmail } from './operators';
