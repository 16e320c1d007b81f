import type { ItemCategory, ItemCondition, ItemStatus } from '@campus/contracts';

export interface SeedItem {
  /** Index into SEED_USERS. */
  seller: number;
  title: string;
  description: string;
  /** Dollars. */
  price: number;
  category: ItemCategory;
  condition: ItemCondition;
  location?: string;
  status?: ItemStatus;
  postedDaysAgo: number;
  /**
   * Its photos, the first being the cover: `<name>.webp` and `<name>-thumb.webp` in
   * backend/seed-images/items/ (generate-item-images.mjs), one to three per item, each used once.
   */
  images: string[];
}

export const SEED_ITEMS: SeedItem[] = [
  {
    seller: 0,
    title: 'Stewart Calculus: Early Transcendentals, 9th edition',
    description:
      'Used for MAT 265 and 266. Some highlighting in chapters 2-4, otherwise clean. Includes the solutions manual.',
    price: 65,
    category: 'Textbooks',
    condition: 'Good',
    location: 'Hayden Library, Tempe',
    postedDaysAgo: 3,
    images: ['calculus-textbook', 'calculus-textbook-open'],
  },
  {
    seller: 5,
    title: 'TI-84 Plus CE graphing calculator',
    description: 'Works perfectly, charging cable included. Approved for most math and engineering exams.',
    price: 70,
    category: 'Electronics',
    condition: 'Like New',
    location: 'Georgia Tech Student Center',
    postedDaysAgo: 5,
    images: ['graphing-calculator'],
  },
  {
    seller: 9,
    title: 'IKEA desk with drawer unit',
    description:
      'White LINNMON desk top with ALEX drawers. Easy to take apart for transport; I can help load it.',
    price: 45,
    category: 'Furniture',
    condition: 'Good',
    location: 'North Campus, Columbus',
    postedDaysAgo: 8,
    images: ['desk-with-drawers'],
  },
  {
    seller: 4,
    title: 'North Face winter jacket (women’s M)',
    description: 'Warm down jacket, worn one season. No tears or stains.',
    price: 80,
    category: 'Clothing',
    condition: 'Like New',
    location: 'Berkeley',
    postedDaysAgo: 12,
    images: ['winter-jacket'],
  },
  {
    seller: 2,
    title: 'Drafting supplies bundle',
    description: 'Set of technical pens, French curves, a cutting mat and two A3 sketchbooks (unused).',
    price: 25,
    category: 'School Supplies',
    condition: 'New',
    location: 'Ann Arbor',
    postedDaysAgo: 2,
    images: ['drafting-supplies'],
  },
  {
    seller: 1,
    title: 'Intramural soccer cleats, size 10',
    description: 'Adidas Copa cleats, used for one intramural season. Lots of tread left.',
    price: 30,
    category: 'Sports Equipment',
    condition: 'Good',
    location: 'Tempe',
    postedDaysAgo: 15,
    images: ['soccer-cleats', 'soccer-cleats-soles'],
  },
  {
    seller: 8,
    title: 'Mini fridge (3.1 cu ft)',
    description: 'Perfect for a dorm room. Freezer compartment works, cleaned and defrosted.',
    price: 60,
    category: 'Home Goods',
    condition: 'Fair',
    location: 'Gainesville',
    // pending: held by its demo order, paid and awaiting the handover (orders.ts)
    postedDaysAgo: 20,
    images: ['mini-fridge', 'mini-fridge-open'],
  },
  {
    seller: 9,
    title: 'Trek hybrid bike with lock',
    description:
      'Trek FX 2, 17-inch frame, recently tuned (new brake pads and chain). U-lock and lights included.',
    price: 320,
    category: 'Transportation',
    condition: 'Good',
    location: 'Columbus',
    postedDaysAgo: 6,
    images: ['hybrid-bike', 'bike-lock-lights', 'bike-drivetrain'],
  },
  {
    seller: 3,
    title: 'Two tickets: Longhorns vs. Sooners',
    description: 'Student section, row 18. Selling at face value because I have a recital that weekend.',
    price: 90,
    category: 'Event Tickets',
    condition: 'New',
    location: 'Austin',
    // sold: released to Ethan by its demo order (orders.ts)
    postedDaysAgo: 25,
    images: ['game-tickets'],
  },
  {
    seller: 10,
    title: 'Lab coat and safety goggles',
    description: 'Size S lab coat and anti-fog goggles, required for CH 101/102 labs.',
    price: 15,
    category: 'Other',
    condition: 'Good',
    location: 'Boston University campus',
    postedDaysAgo: 9,
    images: ['lab-coat-goggles'],
  },
  {
    seller: 7,
    title: 'Discovering Statistics Using R (Field)',
    description: 'Great companion for grad stats. Hardcover, a few pencil notes in the margins.',
    price: 40,
    category: 'Textbooks',
    condition: 'Good',
    location: 'NYU Bobst Library',
    postedDaysAgo: 30,
    images: ['stats-textbook'],
  },
  {
    seller: 11,
    title: 'Focusrite Scarlett Solo audio interface',
    description: 'USB audio interface with one mic and one instrument input. Box and cable included.',
    price: 85,
    category: 'Electronics',
    condition: 'Like New',
    location: 'Evanston',
    postedDaysAgo: 4,
    images: ['audio-interface', 'audio-interface-back'],
  },
  {
    seller: 6,
    title: 'Desk lamp with wireless charger',
    description: 'LED lamp with adjustable brightness and a Qi charging pad in the base.',
    price: 18,
    category: 'Home Goods',
    condition: 'Poor',
    location: 'Seattle',
    postedDaysAgo: 40,
    images: ['desk-lamp'],
  },
];
