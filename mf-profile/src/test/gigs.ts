import { gig as gigSchema, type Gig, type GigPage } from '@campus/contracts';

/** A gig as GET /api/gigs lists it (checked against contracts' schema), with its provider. */
export function makeGig(overrides: Partial<Gig> = {}): Gig {
  return gigSchema.parse({
    id: 1,
    title: 'Calculus tutoring',
    description: 'Limits, derivatives and integrals.',
    price: 25,
    category: 'Tutoring',
    providerId: 9,
    location: null,
    status: 'active',
    createdAt: '2025-03-14T15:00:00.000Z',
    tags: [],
    imageUrl: null,
    provider: {
      id: 9,
      firstName: 'Maya',
      lastName: 'Patel',
      university: 'University of Michigan',
      rating: 4.5,
      reviewCount: 12,
    },
    ...overrides,
  });
}

export const gigPage = (items: Gig[]): GigPage => ({ items, nextCursor: null });
