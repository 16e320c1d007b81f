/** Every write the product acknowledged (2xx) during the run, kept client-side for the integrity check. */

/** How far an order got, by the last acknowledged call. */
export type OrderStage = 'booked' | 'paid' | 'captured' | 'confirmed';

export interface AckedOrder {
  intentId: string;
  customerId: number;
  /** What it pays for: a gig (a booking) or a marketplace item (a purchase). */
  bought: { gigId: number } | { itemId: number };
  /** The note to the provider or seller sent with the checkout (unique per order), if any. */
  note?: string;
  /** Known from POST /api/payment-complete on. */
  orderId?: number;
  stage: OrderStage;
}

export class Acks {
  /** Message id -> its content (unique per message) and recipient. */
  readonly messages = new Map<number, { content: string; recipientId: number }>();
  /** `recipientId:messageId` of every `message` event read off a recipient's stream. */
  readonly delivered = new Set<string>();
  /** By payment intent id. */
  readonly orders = new Map<string, AckedOrder>();
  /** Review id -> order id. */
  readonly reviews = new Map<number, number>();
  /** Item id -> its seller and the title of its last acknowledged write. */
  readonly items = new Map<number, { sellerId: number; title: string }>();
  /**
   * Items a student set out to buy: no two students try the same item (a campus's second buyer is
   * told it is no longer available; here that 409 would count as an error). Claimed before the call.
   */
  readonly claimedItems = new Set<number>();

  /** Acknowledged messages whose event reached the recipient's open stream. */
  deliveredCount(): number {
    let n = 0;
    for (const [id, m] of this.messages) if (this.delivered.has(`${m.recipientId}:${id}`)) n += 1;
    return n;
  }
}
