import {
  gig as gigSchema,
  publicUser,
  review as reviewSchema,
  SERVICE_CATEGORIES,
  type Gig,
  type GigPage,
  type PublicUser,
  type Review,
} from '@campus/contracts';

/** Schema-valid records, as the backend would send them. */
export function makeGig(overrides: Partial<Gig> = {}): Gig {
  return gigSchema.parse({
    id: 1,
    title: 'Calculus tutoring for first-years',
    description: 'Limits, derivatives and integrals explained step by step.',
    price: 25,
    category: 'Tutoring',
    providerId: 7,
    location: 'Main Library, 2nd floor',
    status: 'active',
    createdAt: '2025-03-14T15:00:00.000Z',
    tags: ['calculus', 'math'],
    imageUrl: null,
    provider: {
      id: 7,
      firstName: 'Maya',
      lastName: 'Patel',
      university: 'University of Michigan',
      rating: 4.5,
      reviewCount: 12,
    },
    ...overrides,
  });
}

export function makeGigs(count: number): Gig[] {
  return Array.from({ length: count }, (_, i) =>
    makeGig({
      id: i + 1,
      title: `Gig number ${i + 1}`,
      category: SERVICE_CATEGORIES[i % SERVICE_CATEGORIES.length],
    }),
  );
}

/** A GET /api/gigs reply: the gigs of one page, and where the next starts (null on the last page). */
export function gigPage(items: Gig[], nextCursor: string | null = null): GigPage {
  return { items, nextCursor };
}

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return publicUser.parse({
    id: 7,
    firstName: 'Maya',
    lastName: 'Patel',
    university: 'University of Michigan',
    bio: null,
    profileImage: null,
    skills: [],
    rating: 4.5,
    reviewCount: 12,
    createdAt: '2024-09-01T12:00:00.000Z',
    ...overrides,
  });
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return reviewSchema.parse({
    id: 1,
    gigId: 1,
    orderId: null,
    reviewerId: 3,
    providerId: 7,
    rating: 5,
    comment: 'Super clear explanations.',
    createdAt: '2025-04-02T10:00:00.000Z',
    updatedAt: null,
    reply: null,
    repliedAt: null,
    reviewer: { firstName: 'Sam', lastName: 'Cho' },
    ...overrides,
  });
}
