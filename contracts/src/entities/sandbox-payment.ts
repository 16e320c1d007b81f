import { lazySchema, z } from '../zod';

/**
 * The built-in sandbox payment processor's browser calls (PAYMENT_PROVIDER=sandbox), the equivalent of
 * what Stripe.js does with a PaymentIntent's client secret: confirm it with a card, answer the extra
 * authentication challenge. Card data goes only to these calls, never to the order routes.
 */
export const SANDBOX_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'requires_capture',
  'succeeded',
  'canceled',
] as const;
export type SandboxIntentStatus = (typeof SANDBOX_INTENT_STATUSES)[number];

/** Stripe's published test cards the sandbox answers as Stripe's test mode does. */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
} as const;

const clientSecret = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(200)));

export const sandboxCard = lazySchema(() =>
  z.object({
    /** Digits only (the form strips spaces). */
    number: z.string().check(z.regex(/^\d{12,19}$/, 'Your card number is invalid.')),
    expMonth: z.number().check(z.int(), z.minimum(1), z.maximum(12)),
    /** Four digits. */
    expYear: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
    cvc: z.string().check(z.regex(/^\d{3,4}$/, "Your card's security code is invalid.")),
  }),
);
export type SandboxCard = z.infer<typeof sandboxCard>;

export const sandboxConfirm = lazySchema(() => z.object({ clientSecret, card: sandboxCard }));
export const sandboxAuthenticate = lazySchema(() =>
  z.object({ clientSecret, outcome: z.enum(['approve', 'fail']) }),
);

/** What the browser learns of an intent (as Stripe.js's PaymentIntent): no card data. */
export const sandboxIntent = lazySchema(() =>
  z.object({
    id: z.string(),
    status: z.enum(SANDBOX_INTENT_STATUSES),
    /** Cents. */
    amount: z.number(),
    currency: z.string(),
    /** The last failed attempt, as Stripe's `last_payment_error`: code, decline code and message. */
    lastPaymentError: z.nullable(
      z.object({ code: z.string(), declineCode: z.nullable(z.string()), message: z.string() }),
    ),
    /** Set while `requires_action`: the challenge the student must pass. */
    nextAction: z.nullable(z.object({ type: z.literal('sandbox_challenge') })),
  }),
);
export type SandboxIntent = z.infer<typeof sandboxIntent>;

/** Payouts ('Set up payouts' on the provider's profile): the account state and the onboarding link. */
export const payoutStatus = lazySchema(() =>
  z.object({ payoutsEnabled: z.boolean(), accountCreated: z.boolean() }),
);
export type PayoutStatus = z.infer<typeof payoutStatus>;
export const payoutOnboardingReply = lazySchema(() => z.object({ url: z.string() }));
