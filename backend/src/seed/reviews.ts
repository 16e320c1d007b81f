export interface SeedReview {
  /** Index into SEED_GIGS. */
  gig: number;
  /** Index into SEED_USERS (never the gig's provider). */
  reviewer: number;
  rating: number;
  comment: string;
  /** When, as a share of the time since the gig was posted (0 = at posting, 1 = now). */
  at: number;
}

export const SEED_REVIEWS: SeedReview[] = [
  {
    gig: 0,
    reviewer: 1,
    rating: 5,
    comment: 'Maya explained series convergence better than my textbook. Passed the midterm!',
    at: 0.5,
  },
  {
    gig: 0,
    reviewer: 5,
    rating: 5,
    comment: 'Patient, prepared and the practice quiz at the end was super useful.',
    at: 0.8,
  },
  {
    gig: 1,
    reviewer: 6,
    rating: 4,
    comment: 'Helped me find the bug in my recursion in ten minutes. Would book again.',
    at: 0.6,
  },
  {
    gig: 2,
    reviewer: 0,
    rating: 5,
    comment: 'Finally understand SN1 vs SN2. The drawings help a lot.',
    at: 0.4,
  },
  {
    gig: 3,
    reviewer: 0,
    rating: 5,
    comment: 'Picked me up at 4:30am without complaint. On time and friendly.',
    at: 0.7,
  },
  { gig: 3, reviewer: 2, rating: 4, comment: 'Smooth ride, good music, fair price.', at: 0.9 },
  {
    gig: 4,
    reviewer: 10,
    rating: 4,
    comment: 'Waited patiently while I did a big grocery run. Very helpful.',
    at: 0.5,
  },
  {
    gig: 5,
    reviewer: 11,
    rating: 5,
    comment: 'Our band logo looks amazing. Priya nailed the vibe on the first draft.',
    at: 0.5,
  },
  {
    gig: 5,
    reviewer: 7,
    rating: 5,
    comment: 'Professional brand kit for our lab outreach program. Highly recommend.',
    at: 0.75,
  },
  { gig: 6, reviewer: 4, rating: 4, comment: 'Great poster for our fundraiser; quick turnaround.', at: 0.6 },
  { gig: 8, reviewer: 3, rating: 5, comment: 'Our kids adore Sofia. Reliable and thoughtful.', at: 0.5 },
  {
    gig: 10,
    reviewer: 2,
    rating: 5,
    comment: 'Moved my whole apartment in two hours. Nothing broken!',
    at: 0.5,
  },
  {
    gig: 10,
    reviewer: 8,
    rating: 4,
    comment: 'Strong, careful and brought straps. Slightly late but texted ahead.',
    at: 0.85,
  },
  {
    gig: 12,
    reviewer: 9,
    rating: 5,
    comment: 'My scholarship essay went from okay to great. Thoughtful comments.',
    at: 0.6,
  },
  { gig: 13, reviewer: 6, rating: 4, comment: 'Clear walkthroughs of regression problems.', at: 0.5 },
  { gig: 15, reviewer: 8, rating: 5, comment: 'Gorgeous graduation photos. My parents cried.', at: 0.5 },
  {
    gig: 16,
    reviewer: 11,
    rating: 5,
    comment: 'Captured our formal perfectly, photos arrived in two days.',
    at: 0.4,
  },
  {
    gig: 18,
    reviewer: 9,
    rating: 5,
    comment: 'Ethan is a fantastic teacher. I can play my first Chopin prelude!',
    at: 0.6,
  },
  { gig: 19, reviewer: 3, rating: 4, comment: 'Fun lessons and good song picks.', at: 0.5 },
  {
    gig: 21,
    reviewer: 10,
    rating: 5,
    comment: 'Saved my thesis analysis. Explained every test and why it fits.',
    at: 0.6,
  },
  { gig: 21, reviewer: 0, rating: 4, comment: 'Very knowledgeable about survey validity.', at: 0.9 },
  {
    gig: 23,
    reviewer: 1,
    rating: 5,
    comment: 'Fixed my brakes and derailleur at my dorm. Quick and cheap.',
    at: 0.5,
  },
  {
    gig: 24,
    reviewer: 7,
    rating: 3,
    comment: 'Setup works, but the session ran shorter than planned.',
    at: 0.7,
  },
];
