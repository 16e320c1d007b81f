import { toDollars, type Gig } from '@campus/contracts';
import type { Actor } from '../http/access';
import { mayBookGig, mayEditGig } from './policies';
import type { GigWithProvider } from './service';

/**
 * A gig row (with its provider) as the `gig` contract shows it to `viewer` (undefined: a visitor):
 * dollars, ISO dates, and what the viewer may do with it.
 */
export function presentGig({ gig, provider }: GigWithProvider, viewer: Actor | undefined): Gig {
  return {
    id: gig.id,
    title: gig.title,
    description: gig.description,
    price: toDollars(gig.priceCents),
    category: gig.category as Gig['category'],
    providerId: gig.providerId,
    location: gig.location,
    status: gig.status as Gig['status'],
    createdAt: gig.createdAt.toISOString(),
    tags: gig.tags,
    imageUrl: gig.imageUrl,
    provider: provider
      ? {
          id: provider.id,
          firstName: provider.firstName,
          lastName: provider.lastName,
          university: provider.university,
          rating: provider.rating,
          reviewCount: provider.reviewCount,
        }
      : null,
    canEdit: mayEditGig(viewer, gig),
    canBook: mayBookGig(viewer, gig),
  };
}
