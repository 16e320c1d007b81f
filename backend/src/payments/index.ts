/** The payments domain as other domains see it: they import only from here (docs/decisions/layers.md). */
export {
  PaymentProviderError,
  WebhookSignatureError,
  type CreateIntentInput,
  type IntentSnapshot,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
} from './provider';
export { refusingAsDomain } from './provider-errors';
