import { marketplaceItem, type MarketplaceItem } from '@campus/contracts';

/** The display URL of an upload stored under a key made of one repeated byte. */
export const photo = (byte: string) => `/uploads/${byte.repeat(32)}.webp`;
export const thumb = (byte: string) => `/uploads/${byte.repeat(32)}-thumb.webp`;

/** A schema-valid item, as the backend would send it. */
export function makeItem(id: number, overrides: Partial<MarketplaceItem> = {}): MarketplaceItem {
  return marketplaceItem.parse({
    id,
    title: `Item ${id}`,
    description: 'x'.repeat(120),
    price: 45,
    category: 'Textbooks',
    sellerId: 2,
    condition: 'Like New',
    location: 'Hayden Library',
    status: 'available',
    createdAt: '2025-04-28T12:00:00.000Z',
    images: null,
    seller: { id: 2, firstName: 'Maya', lastName: 'Chen', university: 'Arizona State University' },
    canEdit: false,
    ...overrides,
  });
}

/** A GET /api/marketplace reply: one page of items, and where the next starts (null on the last page). */
export const page = (items: object[], nextCursor: string | null = null) => ({ items, nextCursor });

/** A POST /api/conversations reply. */
export function conversationWith(id: number, otherId = 2) {
  return {
    id,
    participantOneId: 1,
    participantTwoId: otherId,
    createdAt: '2025-05-01T10:00:00.000Z',
    otherParticipant: {
      id: otherId,
      firstName: 'Maya',
      lastName: 'Chen',
      university: 'Arizona State University',
    },
    unreadCount: 0,
    lastMessage: null,
  };
}

/** A reply the test releases by hand. */
export function deferred<T = { status?: number; body?: unknown }>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
