import type { GigCreate, MarketplaceItemCreate, ProfileUpdate } from '@campus/contracts';

/** Valid-looking bodies the matrix sends (the cells are about who calls, not about the input). */

export const gigForm = (): GigCreate => ({
  title: 'Matrix tutoring session',
  description: 'One hour of help with any first-year course.',
  price: 20,
  category: 'Other',
  location: 'Library',
  tags: ['help'],
  imageUrl: null,
});

export const itemForm = (): MarketplaceItemCreate => ({
  title: 'Matrix desk lamp',
  description: 'A working desk lamp.',
  price: 12,
  category: 'Furniture',
  condition: 'Good',
  location: 'West Campus',
  images: null,
});

export const profileForm = (): ProfileUpdate => ({
  firstName: 'Matrix',
  lastName: 'Tester',
  university: 'Arizona State University',
  bio: 'Math tutor.',
  phoneNumber: '(480) 555-0100',
  skills: ['Calculus'],
});
