import type { ServiceCategory } from '@campus/contracts';

export interface SeedGig {
  /** Index into SEED_USERS. */
  provider: number;
  title: string;
  description: string;
  /** Dollars per hour. */
  price: number;
  category: ServiceCategory;
  location?: string;
  tags?: string[];
  /** Days (fractional allowed) since the gig was posted. */
  postedDaysAgo: number;
  /** Its photo: `<image>.webp` and `<image>-thumb.webp` in backend/seed-images/ (each used once). */
  image?: string;
}

export const SEED_GIGS: SeedGig[] = [
  // Tutoring
  {
    provider: 0,
    title: 'Calculus I & II tutoring (limits to series)',
    description:
      'Stuck on limits, related rates or series convergence? I walk through problems step by step until the method makes sense.\n\nI bring practice sets modelled on past midterms and we finish every session with a short quiz so you know what to review.\n\nIn person at Hayden Library or over Zoom.',
    price: 25,
    category: 'Tutoring',
    location: 'Hayden Library, Tempe',
    tags: ['calculus', 'math', 'exam prep'],
    postedDaysAgo: 2,
    image: 'calculus-tutoring',
  },
  {
    provider: 5,
    title: 'Intro to programming help: Python and Java',
    description:
      'TA for CS 1301. I can help with homework logic, debugging and getting comfortable with the terminal.\n\nBring your assignment and your error messages; you write the code, I ask the right questions.',
    price: 30,
    category: 'Tutoring',
    location: 'Klaus Advanced Computing Building',
    tags: ['python', 'java', 'programming'],
    postedDaysAgo: 9,
    image: 'programming-help',
  },
  {
    provider: 10,
    title: 'Organic chemistry study sessions',
    description:
      'Mechanisms, nomenclature and spectroscopy, explained with lots of drawing.\n\nGroup sessions of up to three students are welcome at the same hourly rate.',
    price: 28,
    category: 'Tutoring',
    tags: ['chemistry', 'orgo', 'study group'],
    postedDaysAgo: 16,
  },
  // Reliable Rides
  {
    provider: 1,
    title: 'Airport rides to Phoenix Sky Harbor',
    description:
      'Early flight? I drive students between campus and Sky Harbor any time of day.\n\nClean car, room for two large suitcases, and I track your flight in case it is delayed.',
    price: 20,
    category: 'Reliable Rides',
    location: 'Tempe campus',
    tags: ['airport', 'rides'],
    postedDaysAgo: 1,
    image: 'airport-rides',
  },
  {
    provider: 9,
    title: 'Grocery and errand runs around Columbus',
    description:
      'I drive you to Kroger, Target or the pharmacy, wait while you shop and help carry bags up to your dorm.\n\nWeekday evenings and weekends.',
    price: 15,
    category: 'Reliable Rides',
    location: 'North Campus, Columbus',
    postedDaysAgo: 12,
  },
  // Design
  {
    provider: 2,
    title: 'Logo and brand kit for student organizations',
    description:
      'A logo, colour palette and social-media templates for your club or startup.\n\nIncludes two rounds of revisions and all source files in Figma and Illustrator.',
    price: 40,
    category: 'Design',
    tags: ['logo', 'branding', 'figma'],
    postedDaysAgo: 4,
    image: 'brand-kit',
  },
  {
    provider: 2,
    title: 'Poster and flyer design for campus events',
    description:
      'Eye-catching posters for concerts, fundraisers and info sessions, print-ready and sized for Instagram stories.',
    price: 30,
    category: 'Design',
    location: 'Ann Arbor',
    tags: ['poster', 'print', 'events'],
    postedDaysAgo: 20,
  },
  {
    provider: 5,
    title: 'Personal portfolio website design and build',
    description:
      'I design and build a fast personal site to show your projects to recruiters.\n\nYou get the source code, hosting set up on a free tier and a short walkthrough so you can update it yourself.',
    price: 45,
    category: 'Design',
    tags: ['web design', 'portfolio'],
    postedDaysAgo: 27,
  },
  // Babysitting
  {
    provider: 4,
    title: 'Evening and weekend babysitting near campus',
    description:
      'CPR and first-aid certified sitter with references from faculty families.\n\nHomework help, bedtime routines and creative play. Spanish-speaking households welcome.',
    price: 22,
    category: 'Babysitting',
    location: 'Berkeley and North Oakland',
    tags: ['childcare', 'cpr certified', 'spanish'],
    postedDaysAgo: 3,
    image: 'babysitting-evenings',
  },
  {
    provider: 8,
    title: 'After-school care and homework supervision',
    description:
      'Weekday pickups from elementary schools near campus, snacks, homework time and outdoor play until parents get home.',
    price: 18,
    category: 'Babysitting',
    location: 'Gainesville',
    postedDaysAgo: 18,
  },
  // Moving Help
  {
    provider: 1,
    title: 'Move-in and move-out help with a pickup truck',
    description:
      'Dorm to apartment, apartment to storage: I load, drive and unload.\n\nBlankets and straps included. Two-hour minimum for moves across town.',
    price: 35,
    category: 'Moving Help',
    location: 'Tempe and Mesa',
    tags: ['moving', 'truck', 'heavy lifting'],
    postedDaysAgo: 6,
    image: 'move-in-truck',
  },
  {
    provider: 9,
    title: 'Furniture assembly (IKEA, Wayfair, Amazon)',
    description:
      'Desks, bed frames, bookshelves and wardrobes assembled quickly and sturdily. I bring my own tools.',
    price: 25,
    category: 'Moving Help',
    location: 'Columbus',
    tags: ['furniture', 'assembly'],
    postedDaysAgo: 23,
  },
  // Homework Helper
  {
    provider: 8,
    title: 'Essay feedback and proofreading',
    description:
      'Writing center consultant. I give line edits plus big-picture feedback on thesis, structure and evidence.\n\nTurnaround within 48 hours for papers up to ten pages.',
    price: 20,
    category: 'Homework Helper',
    tags: ['essays', 'editing', 'writing'],
    postedDaysAgo: 5,
    image: 'essay-feedback',
  },
  {
    provider: 0,
    title: 'Statistics homework walkthroughs',
    description:
      'Hypothesis tests, regression and probability problems explained with worked examples you can reuse on the exam.',
    price: 22,
    category: 'Homework Helper',
    tags: ['statistics', 'math'],
    postedDaysAgo: 14,
  },
  {
    provider: 10,
    title: 'Lab report review for biology and chemistry',
    description:
      'I check your methods, figures and discussion against the rubric and point out what graders look for.\n\nGreat for first-year lab courses.',
    price: 18,
    category: 'Homework Helper',
    location: 'Boston University campus',
    postedDaysAgo: 31,
  },
  // Photography
  {
    provider: 6,
    title: 'Graduation portraits on campus',
    description:
      'One-hour session at your favourite spots on campus, with outfit changes welcome.\n\nYou receive 40+ edited photos in a private online gallery within a week.',
    price: 60,
    category: 'Photography',
    location: 'University of Washington, Seattle',
    tags: ['graduation', 'portraits'],
    postedDaysAgo: 2.5,
    image: 'graduation-portraits',
  },
  {
    provider: 6,
    title: 'Event photography for clubs and parties',
    description:
      'Candid and group shots for formals, galas and club events, delivered edited within 72 hours.',
    price: 50,
    category: 'Photography',
    tags: ['events', 'candid'],
    postedDaysAgo: 25,
  },
  {
    provider: 2,
    title: 'LinkedIn headshots',
    description: 'Quick, professional headshots with natural light. Twenty minutes, five retouched photos.',
    price: 35,
    category: 'Photography',
    location: 'Ann Arbor',
    tags: ['headshots', 'linkedin'],
    postedDaysAgo: 40,
  },
  // Music Lessons
  {
    provider: 3,
    title: 'Piano lessons for beginners and intermediates',
    description:
      'Classical or pop, reading music or playing by ear.\n\nEach lesson mixes technique, repertoire and a bit of theory so you can practise on your own between sessions.',
    price: 40,
    category: 'Music Lessons',
    location: 'Butler School of Music practice rooms',
    tags: ['piano', 'music theory'],
    postedDaysAgo: 7,
    image: 'piano-lessons',
  },
  {
    provider: 11,
    title: 'Guitar lessons: acoustic and electric',
    description:
      'Learn the chords and strumming patterns behind your favourite songs, then move on to riffs, solos and songwriting.',
    price: 30,
    category: 'Music Lessons',
    location: 'Evanston',
    tags: ['guitar', 'songwriting'],
    postedDaysAgo: 10,
    image: 'guitar-lessons',
  },
  {
    provider: 3,
    title: 'Audition prep for music school applicants',
    description:
      'Repertoire selection, mock auditions and feedback on performance nerves.\n\nFor high-school seniors and transfer applicants.',
    price: 80,
    category: 'Music Lessons',
    tags: ['audition', 'piano'],
    postedDaysAgo: 35,
  },
  // Research
  {
    provider: 7,
    title: 'Survey design and data analysis in R or SPSS',
    description:
      'From questionnaire to results section: I help you design valid measures, clean the data and run the right tests.\n\nI explain every step so you can defend it in front of your committee.',
    price: 45,
    category: 'Research',
    location: 'NYU Washington Square or online',
    tags: ['statistics', 'R', 'SPSS', 'surveys'],
    postedDaysAgo: 8,
    image: 'data-analysis',
  },
  {
    provider: 10,
    title: 'Literature review and citation management',
    description:
      'I help you search databases, organise sources in Zotero and structure a literature review that actually argues something.',
    price: 25,
    category: 'Research',
    tags: ['literature review', 'zotero'],
    postedDaysAgo: 29,
  },
  // Other
  {
    provider: 9,
    title: 'Bike tune-ups and flat repairs',
    description:
      'Brakes, gears and flats fixed at your dorm bike rack.\n\nParts at cost; most repairs take under an hour.',
    price: 15,
    category: 'Other',
    location: 'Columbus',
    tags: ['bikes', 'repair'],
    postedDaysAgo: 11,
    image: 'bike-repair',
  },
  {
    provider: 11,
    title: 'Podcast and voice recording setup',
    description:
      'I set up your mic, audio interface and recording software, and show you how to edit a clean episode.',
    price: 25,
    category: 'Other',
    tags: ['audio', 'podcast'],
    postedDaysAgo: 19,
    image: 'podcast-setup',
  },
  {
    provider: 7,
    title: 'Resume and cover letter review for research jobs',
    description:
      'Tailor your CV for lab positions and research internships, with concrete edits and a mock interview if you like.',
    price: 8,
    category: 'Other',
    postedDaysAgo: 45,
  },
];
