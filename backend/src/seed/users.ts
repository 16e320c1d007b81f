/** Demo students (e-mail/password accounts, password in seed/index.ts). University names match the picker list. */
export interface SeedUser {
  firstName: string;
  lastName: string;
  university: string;
  /** Must be one of the university's .edu domains. */
  domain: string;
  bio: string;
  skills: string[];
  phoneNumber?: string;
  /** Days since the account was created. */
  joinedDaysAgo: number;
}

export const SEED_USERS: SeedUser[] = [
  {
    firstName: 'Maya',
    lastName: 'Chen',
    university: 'Arizona State University',
    domain: 'asu.edu',
    bio: 'Junior in applied mathematics. I have tutored calculus and statistics at the campus learning center for two years and love making proofs click.',
    skills: ['Calculus', 'Statistics', 'Python', 'LaTeX'],
    phoneNumber: '(480) 555-0142',
    joinedDaysAgo: 210,
  },
  {
    firstName: 'Jordan',
    lastName: 'Alvarez',
    university: 'Arizona State University',
    domain: 'asu.edu',
    bio: 'Supply chain major with a pickup truck and a strong back. Weekend mover, airport runner, Sun Devil.',
    skills: ['Moving', 'Driving', 'Furniture assembly'],
    joinedDaysAgo: 180,
  },
  {
    firstName: 'Priya',
    lastName: 'Raman',
    university: 'University of Michigan - Ann Arbor',
    domain: 'umich.edu',
    bio: 'Graphic design and HCI student. I design logos, posters and slide decks for student orgs and small businesses.',
    skills: ['Figma', 'Illustrator', 'Branding', 'UX research'],
    joinedDaysAgo: 160,
  },
  {
    firstName: 'Ethan',
    lastName: 'Brooks',
    university: 'The University of Texas at Austin',
    domain: 'utexas.edu',
    bio: 'Music performance major (piano) with eight years of teaching experience. Patient with beginners, picky about scales.',
    skills: ['Piano', 'Music theory', 'Ear training'],
    phoneNumber: '(512) 555-0187',
    joinedDaysAgo: 150,
  },
  {
    firstName: 'Sofia',
    lastName: 'Martinez',
    university: 'University of California, Berkeley',
    domain: 'berkeley.edu',
    bio: 'Early childhood education minor, CPR and first-aid certified. I have babysat for faculty families since freshman year.',
    skills: ['Childcare', 'CPR certified', 'Spanish'],
    joinedDaysAgo: 140,
  },
  {
    firstName: 'Marcus',
    lastName: 'Johnson',
    university: 'Georgia Institute of Technology',
    domain: 'gatech.edu',
    bio: 'Computer science senior. TA for intro programming; I help with data structures, algorithms and debugging sessions.',
    skills: ['Java', 'Python', 'Algorithms', 'C'],
    joinedDaysAgo: 130,
  },
  {
    firstName: 'Hannah',
    lastName: 'Lee',
    university: 'University of Washington',
    domain: 'uw.edu',
    bio: 'Photojournalism student shooting for the campus paper. Graduation portraits, events and headshots around Seattle.',
    skills: ['Portrait photography', 'Lightroom', 'Event coverage'],
    joinedDaysAgo: 120,
  },
  {
    firstName: 'Daniel',
    lastName: 'Kim',
    university: 'New York University',
    domain: 'nyu.edu',
    bio: 'Psychology PhD student. I run survey studies and can help with study design, R and SPSS analysis, and APA write-ups.',
    skills: ['R', 'SPSS', 'Survey design', 'APA style'],
    joinedDaysAgo: 110,
  },
  {
    firstName: 'Olivia',
    lastName: 'Nguyen',
    university: 'University of Florida',
    domain: 'ufl.edu',
    bio: 'English major and writing center consultant. Essays, cover letters and scholarship applications are my thing.',
    skills: ['Essay editing', 'Writing', 'Proofreading'],
    joinedDaysAgo: 95,
  },
  {
    firstName: 'Tyler',
    lastName: 'Washington',
    university: 'Ohio State University - Columbus',
    domain: 'osu.edu',
    bio: 'Mechanical engineering sophomore who fixes bikes and builds IKEA furniture faster than the instructions allow.',
    skills: ['Bike repair', 'Furniture assembly', 'Physics'],
    joinedDaysAgo: 80,
  },
  {
    firstName: 'Aisha',
    lastName: 'Patel',
    university: 'Boston University',
    domain: 'bu.edu',
    bio: 'Biochemistry student and research assistant in a protein lab. Happy to help with chemistry problem sets and lab reports.',
    skills: ['Organic chemistry', 'Biochemistry', 'Lab reports'],
    joinedDaysAgo: 60,
  },
  {
    firstName: 'Lucas',
    lastName: 'Rivera',
    university: 'Northwestern University',
    domain: 'northwestern.edu',
    bio: 'Guitarist in two campus bands and a part-time audio engineer. Lessons for acoustic and electric guitar.',
    skills: ['Guitar', 'Songwriting', 'Audio recording'],
    joinedDaysAgo: 45,
  },
];
