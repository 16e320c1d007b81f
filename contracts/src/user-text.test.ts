import {
  eduEmail,
  gigCreate,
  login,
  marketplaceItemInput,
  profileCompletion,
  profileUpdate,
  register,
} from './index';

const EDU_MESSAGE = 'Must be a valid .edu email address';

describe('e-mail addresses', () => {
  it.each([
    `${'a'.repeat(64)}@asu.edu`,
    `ana@${'b'.repeat(63)}.edu`,
    `ana@${'c'.repeat(63)}.${'d'.repeat(63)}.edu`,
    'maya.chen@asu.edu',
  ])('accepts %s', (email) => {
    expect(eduEmail.safeParse(email).success).toBe(true);
  });

  it.each([
    ['a local part over 64 characters', `${'a'.repeat(65)}@asu.edu`],
    ['a domain label over 63 characters', `ana@${'b'.repeat(64)}.edu`],
    ['an inner label over 63 characters', `ana@${'b'.repeat(64)}.asu.edu`],
    [
      'an address over 254 characters',
      `ana@${Array.from({ length: 5 }, () => 'e'.repeat(60)).join('.')}.edu`,
    ],
  ])('refuses %s', (_what, email) => {
    expect(eduEmail.safeParse(email).error?.issues[0]?.message).toBe(EDU_MESSAGE);
    expect(login.safeParse({ email, password: 'secret1' }).success).toBe(false);
  });
});

const profile = { firstName: 'Ada', lastName: 'Lovelace', university: 'Arizona State University' };

/** Characters that break a line or a log, or reorder what a reader sees (bidi overrides and isolates). */
const UNSAFE: [string, string][] = [
  ['a line feed', 'Ada\nLovelace'],
  ['a carriage return', 'Ada\rinfo forged'],
  ['a tab', 'Ada\tLovelace'],
  ['a NUL', 'Ada\u0000'],
  ['an escape (terminal colours)', 'Ada\u001b[31m'],
  ['DEL', 'Ada\u007f'],
  ['a C1 control (NEL)', 'Ada\u0085Lovelace'],
  ['a line separator', 'Ada\u2028Lovelace'],
  ['a paragraph separator', 'Ada\u2029Lovelace'],
  ['a right-to-left override', 'Ada\u202egnp.exe'],
  ['a left-to-right embedding', '\u202aAda'],
  ['a pop directional formatting', 'Ada\u202c'],
  ['a right-to-left isolate', 'Ada\u2067x\u2069'],
  ['a first strong isolate', '\u2068Ada'],
];

describe('single-line user text', () => {
  it.each(UNSAFE)('refuses %s in a first name with a clear message', (_what, firstName) => {
    const result = profileUpdate.safeParse({ ...profile, firstName });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'First name cannot contain line breaks or control characters',
    );
  });

  it.each(UNSAFE)('refuses %s in the last name and university', (_what, text) => {
    expect(profileUpdate.safeParse({ ...profile, lastName: text }).error?.issues[0]?.message).toBe(
      'Last name cannot contain line breaks or control characters',
    );
    expect(profileUpdate.safeParse({ ...profile, university: text }).error?.issues[0]?.message).toBe(
      'University cannot contain line breaks or control characters',
    );
  });

  it('refuses them in profile completion, phone number and skills too', () => {
    expect(
      profileCompletion.safeParse({ ...profile, firstName: 'Ada\nX', isProfileComplete: true }).success,
    ).toBe(false);
    expect(profileUpdate.safeParse({ ...profile, phoneNumber: '555\n0142' }).success).toBe(false);
    expect(profileUpdate.safeParse({ ...profile, skills: ['Calculus\u202e'] }).success).toBe(false);
  });

  it('refuses them in the names sent with a registration', () => {
    const base = { email: 'ada@mit.edu', password: 'secret12' };
    expect(
      register.safeParse({ ...base, firstName: 'Ada\n2025 info forged' }).error?.issues[0]?.message,
    ).toBe('First name cannot contain line breaks or control characters');
    expect(register.safeParse({ ...base, lastName: 'L\u202eovelace' }).error?.issues[0]?.message).toBe(
      'Last name cannot contain line breaks or control characters',
    );
    expect(register.safeParse({ ...base, firstName: 'Ada', lastName: 'Lovelace' }).success).toBe(true);
  });

  it('refuses them in gig and item titles, locations and tags, but keeps line breaks in descriptions', () => {
    const gig = {
      title: 'Calculus help',
      description: 'Line one\nLine two',
      price: 20,
      category: 'Tutoring',
    };
    expect(gigCreate.safeParse(gig).success).toBe(true);
    expect(gigCreate.safeParse({ ...gig, title: 'Calculus\nhelp' }).error?.issues[0]?.message).toBe(
      'Title cannot contain line breaks or control characters',
    );
    expect(gigCreate.safeParse({ ...gig, location: 'Tempe\u202e' }).error?.issues[0]?.message).toBe(
      'Location cannot contain line breaks or control characters',
    );
    expect(gigCreate.safeParse({ ...gig, tags: ['math\u0007'] }).success).toBe(false);

    const item = {
      title: 'Desk lamp',
      description: 'Works.\nBulb included.',
      price: 12,
      category: 'Home Goods',
      condition: 'Good',
    };
    expect(marketplaceItemInput.safeParse(item).success).toBe(true);
    expect(marketplaceItemInput.safeParse({ ...item, title: 'Desk\rlamp' }).error?.issues[0]?.message).toBe(
      'Title cannot contain line breaks or control characters',
    );
    expect(marketplaceItemInput.safeParse({ ...item, location: 'Dorm\n2' }).success).toBe(false);
  });

  it.each([
    'José',
    "O'Brien-Núñez",
    'محمد',
    '李',
    'Zoë Ångström',
    'Ana 👩‍💻', // the zero-width joiner of an emoji sequence is not a control
    '  Ada  ', // outer spaces are trimmed, not refused
  ])('accepts %s', (firstName) => {
    expect(profileUpdate.safeParse({ ...profile, firstName }).success).toBe(true);
  });
});
