/**
 * Words the generated gigs, items and students are made of. Each gig picks a category by weight, then
 * a subject, title, intro and detail of that category (`{s}`: the subject); the resulting word shares
 * are by design (checked and printed by the bench):
 *   - 'calculus': 1 of 20 Tutoring subjects, Tutoring 20% of gigs -> ~1%
 *   - 'js' ('Node.js', 'React.js', 'Next.js'): one subject each in Tutoring, Homework Helper, Other -> ~3%
 *   - 'ui' ('UI/UX design') and '3d' ('3D modeling', '3D printing'): ~1% and ~2%
 *   - 'art' ('poster art', 'digital art'): ~2% as a word, more as a substring (start, smart, part)
 *   - 'help': only in HELP_SENTENCES, added to 30% of gigs
 *   - 'zotero': only in RARE_SENTENCE, one gig in 10,000
 * and a long tail, as real text has: course codes and building numbers (100-4999, skewed to low numbers)
 * and tools (TOOLS, skewed to the first), so that word frequencies cover every band from 30% down to
 * single gigs and the planner's word statistics look like those of real listings.
 */
import type { ItemCategory, ItemCondition, ServiceCategory } from '@campus/contracts';

export interface GigVocab {
  /** Share of all gigs. */
  weight: number;
  /** Hourly price range in dollars. */
  price: [number, number];
  subjects: string[];
  titles: string[];
  intros: string[];
  details: string[];
  tags: string[];
  /** Course departments for the course-code sentence; none: the building sentence instead. */
  departments: string[];
}

export const GIG_VOCAB: Record<ServiceCategory, GigVocab> = {
  Tutoring: {
    weight: 0.2,
    price: [15, 80],
    subjects: [
      'Calculus',
      'Linear Algebra',
      'Statistics',
      'Organic Chemistry',
      'General Chemistry',
      'Physics',
      'Biology',
      'Microeconomics',
      'Macroeconomics',
      'Accounting',
      'Spanish',
      'French',
      'Mandarin',
      'Python',
      'Java',
      'Node.js',
      'SQL',
      'Essay Writing',
      'SAT Math',
      'Psychology',
    ],
    titles: [
      '{s} tutoring',
      '{s} tutor for exams and midterms',
      'One-on-one {s} sessions',
      '{s} made simple',
      'Weekly {s} study sessions',
      '{s} tutoring from a senior TA',
    ],
    intros: [
      'I tutor {s} for first- and second-year students.',
      'Struggling with {s}? We work through your problem sets together.',
      'Patient {s} tutor with two years of experience as a course assistant.',
      'I got an A in {s} and have tutored it every semester since.',
    ],
    details: [
      'Sessions cover the concepts, worked examples and practice problems for your next exam.',
      'I bring practice exams and explain each step until it clicks.',
      'We can meet before midterms or set up a weekly slot for the whole term.',
      "I adapt to your syllabus and your professor's style of questions.",
    ],
    tags: [
      'tutoring',
      'exam prep',
      'stem',
      'study sessions',
      'midterms',
      'finals',
      'office hours',
      'homework',
    ],
    departments: [
      'MATH',
      'CHEM',
      'PHYS',
      'BIOL',
      'ECON',
      'ACCT',
      'SPAN',
      'FREN',
      'CHIN',
      'CSE',
      'STAT',
      'PSYC',
    ],
  },
  'Reliable Rides': {
    weight: 0.08,
    price: [5, 40],
    subjects: [
      'airport runs',
      'grocery trips',
      'rides to the train station',
      'weekend trips home',
      'concert rides',
      'late-night rides from the library',
      'rides to job interviews',
      'IKEA trips',
    ],
    titles: [
      'Reliable rides: {s}',
      '{s} in a clean sedan',
      'Affordable {s}',
      'Safe {s} with a licensed driver',
    ],
    intros: [
      'I offer {s} around campus and the city.',
      'Need {s}? I drive a clean, insured car with room for luggage.',
      'Dependable driver for {s}, always on time.',
    ],
    details: [
      'Text me your pickup time and I will confirm within the hour.',
      'Five years of driving with a clean record; phone chargers and aux cable in the car.',
      'Split the ride with friends: up to four passengers.',
    ],
    tags: ['rides', 'airport', 'carpool', 'transportation', 'driver', 'errands'],
    departments: [],
  },
  Design: {
    weight: 0.1,
    price: [20, 150],
    subjects: [
      'UI/UX design',
      'logo design',
      'poster art',
      'digital art',
      'Figma prototypes',
      'brand identity',
      'slide decks',
      '3D modeling',
      'social media graphics',
      'resume design',
    ],
    titles: [
      '{s} for student projects',
      'Professional {s}',
      '{s} on a student budget',
      'Fast turnaround {s}',
    ],
    intros: [
      'I create {s} for clubs, startups and class projects.',
      'Design student offering {s} with unlimited small revisions.',
      'Portfolio of {s} work for campus organizations.',
    ],
    details: [
      'I deliver source files and exports for print and web.',
      'Tell me your idea and deadline; first drafts in 48 hours.',
      'I work in Figma, Illustrator and Blender.',
    ],
    tags: ['design', 'graphics', 'creative', 'portfolio', 'branding', 'figma', 'illustration'],
    departments: ['DES', 'GRA', 'VIS'],
  },
  Babysitting: {
    weight: 0.08,
    price: [12, 30],
    subjects: [
      'evening babysitting',
      'weekend babysitting',
      'after-school care',
      'date-night sitting',
      'infant care',
      'homework supervision for kids',
      'summer childcare',
      'pet and child sitting',
    ],
    titles: ['Experienced sitter for {s}', 'CPR-certified {s}', '{s} near campus', 'Caring and reliable {s}'],
    intros: [
      'Education major offering {s} for faculty and local families.',
      'I have three younger siblings and years of {s} experience.',
      'Reliable sitter for {s}, references available.',
    ],
    details: [
      'CPR and first aid certified.',
      'I plan games, crafts and reading time, and I keep bedtime routines.',
      'Comfortable with toddlers through middle schoolers.',
    ],
    tags: ['babysitting', 'childcare', 'cpr certified', 'kids', 'family', 'nanny'],
    departments: [],
  },
  'Moving Help': {
    weight: 0.08,
    price: [15, 50],
    subjects: [
      'dorm move-in',
      'dorm move-out',
      'apartment moves',
      'furniture assembly',
      'storage unit runs',
      'heavy lifting',
      'packing and unpacking',
      'truck loading',
    ],
    titles: [
      'Moving crew for {s}',
      'Strong hands for {s}',
      '{s} with a pickup truck',
      'Quick and careful {s}',
    ],
    intros: [
      'Two athletes available for {s} on weekends.',
      'I own a pickup truck and dollies for {s}.',
      'Careful with fragile things: {s} done right.',
    ],
    details: [
      'Flat hourly rate, no surprise fees.',
      'I bring straps, blankets and tools.',
      'Available early mornings and Sundays.',
    ],
    tags: ['moving', 'furniture', 'truck', 'lifting', 'dorm', 'packing'],
    departments: [],
  },
  'Homework Helper': {
    weight: 0.12,
    price: [10, 60],
    subjects: [
      'essay editing',
      'lab reports',
      'problem sets',
      'React.js projects',
      'research papers',
      'citation formatting',
      'study guides',
      'presentation practice',
      'Excel assignments',
      'MATLAB code',
      'lab notebook review',
      'reading summaries',
    ],
    titles: ['Homework support: {s}', '{s} review and feedback', 'Get unstuck on {s}', '{s} coaching'],
    intros: [
      'I review {s} and explain what to fix, so you learn it yourself.',
      'Writing center tutor offering {s} feedback.',
      'Engineering senior who enjoys {s}.',
    ],
    details: [
      'I never do graded work for you; I explain and give feedback.',
      'Send your draft and rubric; feedback within 24 hours.',
      'Video calls or in person at the library.',
    ],
    tags: ['homework', 'writing', 'editing', 'study', 'feedback', 'coursework'],
    departments: ['ENGL', 'WRIT', 'CSE', 'MATH', 'BIOL'],
  },
  Photography: {
    weight: 0.08,
    price: [25, 200],
    subjects: [
      'graduation portraits',
      'headshots',
      'event photography',
      'club photoshoots',
      'product photos',
      'engagement photos',
      'concert photography',
      'real estate photos',
    ],
    titles: [
      '{s} on campus',
      'Professional {s}',
      'Affordable {s} with edited photos',
      '{s} by a photo major',
    ],
    intros: [
      'I shoot {s} with professional gear and deliver edited photos within a week.',
      'Photography major booking {s} this semester.',
      'Natural light {s} at the best spots on campus.',
    ],
    details: [
      'You get 30+ edited high-resolution photos in an online gallery.',
      'Canon R6, prime lenses and portable lighting.',
      'Sessions last one hour, with outfit changes.',
    ],
    tags: ['photography', 'portraits', 'photoshoot', 'editing', 'lightroom', 'graduation'],
    departments: ['PHOT', 'FILM'],
  },
  'Music Lessons': {
    weight: 0.08,
    price: [20, 90],
    subjects: ['guitar', 'piano', 'violin', 'voice', 'drums', 'music theory', 'ukulele', 'music production'],
    titles: [
      '{s} lessons for beginners',
      '{s} lessons from a music major',
      'Learn {s} this semester',
      'Intermediate {s} coaching',
    ],
    intros: [
      'Music major teaching {s} to all levels.',
      'I have taught {s} for four years and played in the campus orchestra.',
      'Relaxed {s} lessons in practice rooms or online.',
    ],
    details: [
      'Each lesson includes technique, songs you choose and theory.',
      'Bring your own instrument or use one of mine.',
      'Recitals optional.',
    ],
    tags: ['music', 'lessons', 'beginner', 'practice', 'performance', 'theory'],
    departments: ['MUS', 'MUSC'],
  },
  Research: {
    weight: 0.08,
    price: [15, 100],
    subjects: [
      'literature reviews',
      'survey design',
      'data analysis in R',
      'SPSS statistics',
      'lab assistance',
      'interview transcription',
      'systematic reviews',
      'grant proposal editing',
    ],
    titles: [
      'Research assistance: {s}',
      '{s} for theses and capstones',
      'Graduate student offering {s}',
      '{s} support',
    ],
    intros: [
      'PhD student offering {s} for undergraduate theses.',
      'I have published two papers and can guide you through {s}.',
      'Experienced research assistant for {s}.',
    ],
    details: [
      "I follow your department's citation style.",
      'Confidential, careful and on deadline.',
      'I explain every method so you can defend it.',
    ],
    tags: ['research', 'thesis', 'data', 'statistics', 'academic', 'analysis'],
    departments: ['SOC', 'PSYC', 'STAT', 'BIOL', 'PUBH'],
  },
  Other: {
    weight: 0.1,
    price: [5, 200],
    subjects: [
      'Next.js websites',
      '3D printing',
      'resume reviews',
      'bike repair',
      'language exchange',
      'video editing',
      'personal training',
      'tech setup',
      'laundry pickup',
      'event planning',
    ],
    titles: ['{s} for students', 'Student-priced {s}', '{s} on your schedule', 'Quick {s}'],
    intros: [
      'I offer {s} for anyone on campus.',
      'Side hustle: {s} at fair hourly rates.',
      'Experienced with {s}; ask me anything before you book.',
    ],
    details: [
      'Flexible hours, weekends included.',
      'Payment through the app only.',
      'Message me with details and I will reply the same day.',
    ],
    tags: ['services', 'campus', 'student', 'flexible', 'local'],
    departments: [],
  },
};

/** `{d}`: a department of the category, `{n}`: a course or building number. */
export const COURSE_SENTENCE = 'Covers {d} {n} and similar courses.';
export const BUILDING_SENTENCE = 'Based near Building {n}.';
export const COURSE_SHARE = 0.6;

/** Software and tools, picked with a skew toward the start of the list (Zipf-like). */
export const TOOLS = (
  'Zoom Canvas Excel Notion Photoshop Python Blackboard Illustrator Overleaf LaTeX Tableau Stata ' +
  'Mathematica GarageBand Procreate Lightroom Premiere Audacity Desmos GeoGebra Anki Quizlet Slack ' +
  'Trello Miro Canva Blender AutoCAD SolidWorks MATLAB SPSS NVivo Qualtrics Airtable Logic Ableton ' +
  'Sibelius MuseScore Finale Lightworks Resolve Fusion Unity Godot Arduino Raspberry Jupyter RStudio ' +
  'Minitab JMP SAS Maple Wolfram Grammarly Mendeley EndNote Scrivener Obsidian Evernote OneNote Goodnotes ' +
  'Notability Inkscape Krita GIMP Affinity Sketch InVision Framer Webflow Wix Squarespace Shopify ' +
  'Audition Reaper Pro Tools Cubase Reason Serato Rekordbox Traktor VirtualDJ Capture One Darktable ' +
  'RawTherapee Snapseed VSCO Hipstamatic Polarr Pixlr Fotor Darkroom Halide Filmic Moment ProCamera ' +
  'Garmin Strava Waze Uber Lyft Venmo Zelle Splitwise Doodle Calendly Todoist Asana Basecamp Jira ' +
  'Confluence GitHub GitLab Bitbucket Docker Kubernetes Postman Insomnia Figjam Loom Descript Otter'
).split(' ');
export const TOOLS_SHARE = 0.6;

export const AVAILABILITY = [
  'Available weekday evenings and weekends.',
  'Flexible schedule around classes.',
  'Usually free Tuesday and Thursday afternoons.',
  'Message me to find a time that works.',
  'Book at least a day in advance.',
];

/** The only texts with the common word 'help'. */
export const HELP_SENTENCES = [
  'Happy to help with last-minute requests.',
  'I am glad to help you get started.',
  'Ask me for help with anything related.',
  'The first session shows whether I can help.',
];
export const HELP_SHARE = 0.3;

/** The only text with the rare word 'zotero'; in Research gigs numbered RARE_EVERY * k + RARE_OFFSET. */
export const RARE_SENTENCE = 'I organize every source in Zotero and share the library with you.';
export const RARE_EVERY = 10_000;
export const RARE_OFFSET = 4242;

export const GIG_LOCATIONS = [
  'Online',
  'On campus',
  'Main library',
  'Student union',
  'Near campus',
  'Engineering building',
  'Your place',
  'Downtown',
];

export interface ItemVocab {
  /** Price range in dollars. */
  price: [number, number];
  things: string[];
}

export const ITEM_VOCAB: Record<ItemCategory, ItemVocab> = {
  Textbooks: {
    price: [10, 150],
    things: [
      'Calculus: Early Transcendentals, 8th ed.',
      'Campbell Biology, 12th ed.',
      'Organic Chemistry by Klein',
      'Principles of Economics by Mankiw',
      'Introduction to Algorithms (CLRS)',
      'Physics for Scientists and Engineers',
      'Psychology by Myers',
      'The Norton Anthology of English Literature',
      'Financial Accounting by Kimmel',
      'Linear Algebra and Its Applications',
    ],
  },
  Electronics: {
    price: [15, 600],
    things: [
      'TI-84 Plus calculator',
      'iPad 9th gen',
      'AirPods Pro',
      'Dell 27" monitor',
      'Mechanical keyboard',
      'Noise-cancelling headphones',
      'Nintendo Switch',
      'Mini fridge',
      'Bluetooth speaker',
      'USB-C dock',
    ],
  },
  Furniture: {
    price: [10, 250],
    things: [
      'IKEA desk',
      'Desk chair',
      'Twin XL mattress topper',
      'Bookshelf',
      'Futon',
      'Bean bag',
      'Floor lamp',
      'Dresser',
      'Nightstand',
      'Area rug',
    ],
  },
  Clothing: {
    price: [5, 120],
    things: [
      'North Face jacket',
      'University hoodie',
      'Winter boots',
      'Formal dress',
      'Suit jacket',
      'Running shoes',
      'Rain jacket',
      'Graduation gown',
      'Vintage denim jacket',
      'Hiking boots',
    ],
  },
  'School Supplies': {
    price: [2, 60],
    things: [
      'Graph paper notebooks',
      'Lab goggles',
      'Lab coat',
      'Backpack',
      'Scientific calculator',
      'Drafting set',
      'Art supplies kit',
      'Planner',
      'Stapler and supplies bundle',
      'Highlighter set',
    ],
  },
  'Sports Equipment': {
    price: [5, 300],
    things: [
      'Yoga mat',
      'Tennis racket',
      'Adjustable dumbbells',
      'Soccer ball',
      'Road bike helmet',
      'Climbing shoes',
      'Snowboard',
      'Basketball',
      'Resistance bands',
      'Skateboard',
    ],
  },
  'Home Goods': {
    price: [5, 120],
    things: [
      'Microwave',
      'Electric kettle',
      'Shower caddy',
      'Coffee maker',
      'Air fryer',
      'Full-length mirror',
      'Storage bins',
      'Bedding set',
      'Desk fan',
      'String lights',
    ],
  },
  Transportation: {
    price: [10, 900],
    things: [
      'Commuter bike',
      'Electric scooter',
      'Bike lock',
      'Longboard',
      'Car phone mount',
      'Bike lights set',
      'Folding bike',
      'Parking permit holder',
      'Car jump starter',
      'Motorcycle helmet',
    ],
  },
  'Event Tickets': {
    price: [5, 150],
    things: [
      'Homecoming football tickets',
      'Spring concert ticket',
      'Basketball season pass',
      'Theater show tickets',
      'Comedy night ticket',
      'Formal dance tickets',
      'Music festival pass',
      'Hockey game tickets',
      'Career fair VIP pass',
      'Film screening tickets',
    ],
  },
  Other: {
    price: [5, 200],
    things: [
      'Plant collection',
      'Board games bundle',
      'Guitar stand',
      'Camping tent',
      'Fish tank',
      'Sewing machine',
      'Vinyl records',
      'Poster collection',
      'Projector screen',
      'Kitchen knife set',
    ],
  },
};

export const ITEM_TITLES = ['{s}', '{s} ({c})', '{s}, barely used', '{s} for sale', 'Selling my {s}'];
export const ITEM_INTROS = [
  'Selling my {s} because I am moving out.',
  '{s} in {c} condition.',
  'Used for one semester: {s}.',
  'Graduating senior selling {s}.',
];
export const ITEM_DETAILS = [
  'Pickup on campus or I can drop it off nearby.',
  'Cash or app payment, price slightly negotiable.',
  'Smoke-free, pet-free home.',
  'Message me for more photos.',
  'First come, first served.',
];
export const ITEM_CONDITION_WEIGHTS: Record<ItemCondition, number> = {
  New: 0.1,
  'Like New': 0.3,
  Good: 0.35,
  Fair: 0.18,
  Poor: 0.07,
};

export const FIRST_NAMES = (
  'Maya Priya Marcus Sofia Ethan Aisha Daniel Emily Jamal Olivia Noah Chloe Diego Hannah ' +
  'Kevin Grace Omar Isabella Ryan Mei Lucas Zoe Andre Fatima Tyler Camila Jordan Leah Brandon ' +
  'Ana Samuel Nina Elijah Ava Mateo Jasmine Connor Yuki Isaiah Riley Adrian Lily Caleb Sara ' +
  'Julian Naomi Hiro Madison Luis Amara'
).split(' ');
export const LAST_NAMES = (
  'Chen Raman Johnson Garcia Nguyen Patel Kim Smith Williams Brown Martinez Lee Davis ' +
  'Rodriguez Wilson Anderson Thomas Taylor Moore Jackson Lopez Gonzalez Harris Clark Lewis ' +
  'Walker Hall Young Allen Wright Scott Green Baker Adams Nelson Hill Ramirez Campbell ' +
  'Mitchell Roberts Okafor Haddad Kowalski Tanaka Singh Cohen Rivera Murphy Ali Bianchi'
).split(' ');

/** Domains of the universities providers study at; names come from contracts/data/us-universities.json. */
export const UNIVERSITY_DOMAINS = (
  'asu.edu umich.edu gatech.edu berkeley.edu utexas.edu ucla.edu nyu.edu bu.edu osu.edu ' +
  'psu.edu uw.edu wisc.edu illinois.edu purdue.edu umn.edu ufl.edu rutgers.edu usc.edu ' +
  'stanford.edu mit.edu harvard.edu cornell.edu columbia.edu upenn.edu duke.edu unc.edu ' +
  'virginia.edu vt.edu tamu.edu colorado.edu arizona.edu utah.edu uoregon.edu ucsd.edu ' +
  'ucdavis.edu uci.edu northwestern.edu uchicago.edu cmu.edu pitt.edu jhu.edu umd.edu gwu.edu ' +
  'georgetown.edu emory.edu vanderbilt.edu rice.edu tulane.edu fsu.edu miami.edu'
).split(' ');
