import { z } from 'zod';
import { id, isoDate } from './common';
import { ORDER_STATUSES } from '../constants';

export const orderStatus = z.enum(ORDER_STATUSES);

export const order = z.object({
  id,
  gigId: id.nullable(),
  customerId: id,
  providerId: id,
  /** Dollars. */
  totalAmount: z.number(),
  platformFee: z.number(),
  status: orderStatus,
  createdAt: isoDate,
  completedAt: isoDate.nullable(),
  paymentIntentId: z.string().nullable(),
  paymentCapturedAt: isoDate.nullable(),
  escrowReleaseDate: isoDate.nullable(),
  disputeDeadline: isoDate.nullable(),
  disputeReason: z.string().nullable(),
  disputeDetails: z.string().nullable(),
  buyerConfirmedAt: isoDate.nullable(),
  fundsReleasedAt: isoDate.nullable(),
  refundedAt: isoDate.nullable(),
  isMarketplaceItem: z.boolean(),
  marketplaceItemId: id.nullable(),
  gigTitle: z.string().nullable(),
});
export type Order = z.infer<typeof order>;
export const orderList = z.array(order);

export const contact = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });

export const paymentIntentCreate = z.object({ gigId: id });
export const paymentIntentReply = z.object({ clientSecret: z.string() });

export const paymentComplete = z.object({ paymentIntentId: z.string().min(1) });
export const escrowInfo = z.object({ escrowReleaseDate: isoDate.nullable(), disputeDeadline: isoDate.nullable() });
export const paymentCompleteReply = z.object({
  provider: contact,
  customer: contact,
  orderId: id,
  paymentIntentId: z.string(),
  escrowEnabled: z.boolean(),
  escrowInfo: escrowInfo.nullable(),
  nextStep: z.enum(['capture_payment', 'funds_held', 'none']),
});
export type PaymentCompleteReply = z.infer<typeof paymentCompleteReply>;

export const capturePayment = z.object({
  orderId: id.optional(),
  paymentIntentId: z.string().min(1).optional(),
});
export const capturePaymentReply = z.object({ escrowReleaseDate: isoDate, disputeDeadline: isoDate });

export const postServicePayment = z.object({ orderId: id });
export const postServicePaymentReply = z.object({ clientSecret: z.string(), amount: z.number() });

export const confirmReceipt = z.object({ orderId: id });
export const openDispute = z.object({
  orderId: id,
  reason: z.string().trim().min(1, 'Please give a reason').max(200),
  details: z.string().trim().max(4000).nullish(),
});
